package io.tachyon.tc.test;

import io.tachyon.api.NewOrder;
import io.tachyon.api.OrderStatus;
import io.tachyon.api.Unimplemented;
import io.tachyon.api.routing.ConnectorState;
import io.tachyon.tc.TradingConnector;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Runs one connector on a thread of its own, with a journal in a temporary directory, a minimal
 * OMS and no server.
 */
public interface ConnectorTestHarness extends AutoCloseable {
    /** A harness for {@code connector}. */
    static Builder builder(TradingConnector connector) {
        throw new Unimplemented();
    }

    /** Waits until the connector reports {@code state}; fails after {@code timeout}. */
    void awaitSessionState(ConnectorState state, Duration timeout);

    /** Sends a new order to the connector, as the OMS would after risk; its order id. */
    long newOrder(Consumer<NewOrder.Builder> order);

    /** Sends a cancel of {@code orderId}. */
    void cancel(long orderId);

    /** Waits until the order reaches {@code status}; fails after {@code timeout}. */
    void awaitStatus(long orderId, OrderStatus status, Duration timeout);

    /** The OMS's view of an order. */
    OrderView order(long orderId);

    /** Stops the connector, replays the harness journal and starts a new instance: a restart. */
    void restart();

    /** Stops the connector and removes the journal. */
    @Override
    void close();

    /** Builds and starts a {@link ConnectorTestHarness}. */
    interface Builder {
        /** The connector block, in HOCON. */
        Builder config(String hocon);

        /** Maps a Tachyon symbol to the venue's. */
        Builder instrument(String symbol, String venueSymbol);

        /** Starts the connector. */
        ConnectorTestHarness start();
    }
}
