package io.tachyon.algo;

import io.tachyon.api.Counters;
import io.tachyon.api.Instrument;
import io.tachyon.api.Log;
import io.tachyon.api.Order;

import java.util.random.RandomGenerator;

/** What an instance is given: children, timers, journal time, market data, reference data, logs. */
public interface AlgoContext {
    ChildOrders orders();

    Timers timers();

    AlgoClock clock();

    AlgoMarketData marketData();

    /** The parent's instrument. */
    Instrument instrument();

    Instrument instrument(String symbol);

    Order parent();

    /** Seeded from the parent's orderId: deterministic. */
    RandomGenerator random();

    Counters counters();

    Log log();
}
