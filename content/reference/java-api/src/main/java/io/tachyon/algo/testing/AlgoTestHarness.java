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
    /** Starts a harness for one algorithm class. */
    static Builder of(Class<? extends AbstractAlgorithm<?>> algorithm) {
        throw new Unimplemented();
    }

    interface Builder {
        /** Adds an instrument with its tick size, lot size and time zone. */
        Builder instrument(String symbol, double tickSize, long lotSize, ZoneId zone);

        /** Sets the virtual clock's start. */
        Builder startAt(Instant time);

        /** Builds the harness. */
        AlgoTestHarness build();
    }

    /** Injects a level 1 quote. */
    void quote(String symbol, double bidPrice, long bidSize, double askPrice, long askSize);

    /** Injects a trade. */
    void trade(String symbol, double price, long size);

    /** Injects a recorded file of quotes and trades. */
    void replayMarketData(Path recording);

    /** Creates the parent and runs onInit and onStart. */
    void submitParent(Side side, long quantity, double limitPrice, Map<String, String> params);

    /** Moves the virtual clock to a time, firing the timers due by then. */
    void advanceTo(Instant time);

    /** Moves the virtual clock on by a duration, firing the timers due by then. */
    void advanceBy(Duration duration);

    /** Fills a child, as its venue would. */
    void fill(OrderId child, long quantity, double price);

    /** Rejects a child, as its venue would. */
    void reject(OrderId child, OrderRejectReason reason);

    /** Cancels a child unsolicited, as its venue would. */
    void cancelByVenue(OrderId child);

    /** Replaces the parent, as its client would. */
    void replaceParent(long quantity, Map<String, String> params);

    /** Cancels the parent, as its client would. */
    void cancelParent();

    /** Every child the algorithm sent, in order. */
    List<Order> sentChildren();

    /** The children still open. */
    List<Order> openChildren();

    /** The parent order. */
    Order parent();

    /** The algorithm's state. */
    AlgoState state();

    /** Replays every input into a new instance and fails unless it makes the same calls. */
    void assertDeterministic();
}
