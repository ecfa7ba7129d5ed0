package io.tachyon.algo.testing;

import io.tachyon.algo.AbstractAlgorithm;
import io.tachyon.algo.AlgoState;
import io.tachyon.api.Order;
import io.tachyon.api.OrderId;
import io.tachyon.api.OrderRejectReason;
import io.tachyon.api.Side;
import io.tachyon.api.Unimplemented;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;

/** Runs one algorithm class on a virtual clock, with simulated market data, venue and client. */
public interface AlgoTestHarness {
    /** A harness for one algorithm class. */
    static Builder of(Class<? extends AbstractAlgorithm<?>> algorithm) {
        throw new Unimplemented();
    }

    /** Sets up a harness: the instrument and the virtual clock's start. */
    interface Builder {
        /** The instrument of the parent: tick size, lot size and time zone. */
        Builder instrument(String symbol, double tickSize, long lotSize, ZoneId zone);

        /** The virtual clock's start. */
        Builder startAt(Instant time);

        /** The harness, ready for market data and a parent. */
        AlgoTestHarness build();
    }

    /** Injects a level 1 quote: delivered at once to a running instance; injected before {@link #submitParent}, it is the book the instance's first event ({@code SNAPSHOT}, after {@code onStart}) carries. */
    void quote(String symbol, double bidPrice, long bidSize, double askPrice, long askSize);

    /** Injects a trade print. */
    void trade(String symbol, double price, long size);

    /** Injects a recorded file of quotes and trades. */
    void replayMarketData(Path recording);

    /**
     * Creates the parent, runs onInit and onStart, then delivers the SNAPSHOT event of the quotes
     * injected so far, as the container does. Like the gateway, refuses a quantity that is
     * zero, negative or not a multiple of the instrument's lot (TRJ-1002), with an
     * IllegalArgumentException naming the code; no risk rule is applied.
     */
    void submitParent(Side side, long quantity, double limitPrice, Map<String, String> params);

    /** Moves the virtual clock to this time, firing the timers due. */
    void advanceTo(Instant time);

    /** Moves the virtual clock by this duration, firing the timers due. */
    void advanceBy(Duration duration);

    /** The venue fills a child. */
    void fill(OrderId child, long quantity, double price);

    /** The venue rejects a child. */
    void reject(OrderId child, OrderRejectReason reason);

    /** The venue cancels a child unsolicited. */
    void cancelByVenue(OrderId child);

    /** The client replaces the parent: new total quantity and parameters. */
    void replaceParent(long quantity, Map<String, String> params);

    /** The client cancels the parent. */
    void cancelParent();

    /** Every child the algorithm sent, in order. */
    List<Order> sentChildren();

    /** The children not yet in a terminal state. */
    List<Order> openChildren();

    /** The parent order as the OMS sees it. */
    Order parent();

    /** The instance's state. */
    AlgoState state();

    /** Replays every input into a new instance and fails unless it makes the same calls. */
    void assertDeterministic();
}
