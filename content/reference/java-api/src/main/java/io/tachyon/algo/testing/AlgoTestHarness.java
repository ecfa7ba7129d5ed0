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
    static Builder of(Class<? extends AbstractAlgorithm<?>> algorithm) {
        throw new Unimplemented();
    }

    interface Builder {
        Builder instrument(String symbol, double tickSize, long lotSize, ZoneId zone);

        Builder startAt(Instant time);

        AlgoTestHarness build();
    }

    void quote(String symbol, double bidPrice, long bidSize, double askPrice, long askSize);

    void trade(String symbol, double price, long size);

    void replayMarketData(Path recording);

    /** Creates the parent and runs onInit and onStart. */
    void submitParent(Side side, long quantity, double limitPrice, Map<String, String> params);

    void advanceTo(Instant time);

    void advanceBy(Duration duration);

    void fill(OrderId child, long quantity, double price);

    void reject(OrderId child, OrderRejectReason reason);

    void cancelByVenue(OrderId child);

    void replaceParent(long quantity, Map<String, String> params);

    void cancelParent();

    List<Order> sentChildren();

    List<Order> openChildren();

    Order parent();

    AlgoState state();

    /** Replays every input into a new instance and fails unless it makes the same calls. */
    void assertDeterministic();
}
