package io.tachyon.api;

/** A connection to Tachyon Server; close it to disconnect. */
public interface TachyonClient extends AutoCloseable {
    /** Connects and logs on; throws when the server cannot be reached within the connect timeout. */
    static TachyonClient connect(ClientConfig config) {
        throw new Unimplemented();
    }

    /** Order entry: submit, cancel and replace orders, and listen to their events. */
    OrderService orders();

    /** Market data: subscriptions at level 1, 2 or 3. */
    MarketDataService marketData();

    /** Positions per account and symbol. */
    PositionService positions();

    /** Every execution of the accounts the user may see. */
    DropCopyService dropCopy();

    /** Reference data: instruments, tick and lot sizes, trading time zones. */
    ReferenceDataService referenceData();

    /** A snapshot of this client's own counters: events received, the event queue, reconnects, heartbeat round trip. */
    ClientStats stats();

    void addConnectionListener(ConnectionListener listener);

    @Override
    void close();
}
