package io.tachyon.api;

/** A connection to Tachyon Server; close it to disconnect. */
public interface TachyonClient extends AutoCloseable {
    /** Connects and logs on; throws when the server cannot be reached within the connect timeout. */
    static TachyonClient connect(ClientConfig config) {
        throw new Unimplemented();
    }

    OrderService orders();

    MarketDataService marketData();

    PositionService positions();

    DropCopyService dropCopy();

    ReferenceDataService referenceData();

    /** A snapshot of this client's own counters: events received, the event queue, reconnects, heartbeat round trip. */
    ClientStats stats();

    void addConnectionListener(ConnectionListener listener);

    @Override
    void close();
}
