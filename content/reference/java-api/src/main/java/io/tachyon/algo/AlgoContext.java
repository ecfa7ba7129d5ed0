package io.tachyon.algo;

import io.tachyon.api.Counters;
import io.tachyon.api.Instrument;
import io.tachyon.api.Log;
import io.tachyon.api.Order;

import java.util.random.RandomGenerator;

/** What an instance is given: children, timers, journal time, market data, reference data, logs. */
public interface AlgoContext {
    /** Send, cancel, replace and inspect child orders. */
    ChildOrders orders();

    /** Schedule callbacks in journal time. */
    Timers timers();

    /** {@code now()} as {@code Instant}, {@code nanos()} as {@code long}, journal time. */
    AlgoClock clock();

    /** Subscriptions and last values. */
    AlgoMarketData marketData();

    /** The parent's instrument. */
    Instrument instrument();

    /** Another symbol's instrument: tick size, lot size, time zone. */
    Instrument instrument(String symbol);

    /** Same as {@code AbstractAlgorithm.parent()}. */
    Order parent();

    /** Seeded from the parent's orderId: deterministic. */
    RandomGenerator random();

    /** {@code counter(String)} returning a {@code Counter}. */
    Counters counters();

    /** {@code debug}, {@code info}, {@code warn}, {@code error} with {@code {}} placeholders. */
    Log log();
}
