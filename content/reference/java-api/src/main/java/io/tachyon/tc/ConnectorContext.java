package io.tachyon.tc;

import java.nio.ByteBuffer;

/** Everything a connector may touch. */
public interface ConnectorContext {
    /** Keys of the connector's block. */
    ConnectorConfig config();

    /** Non-blocking TCP and UDP channels, accelerated under Onload; the bytes on them are not journaled. */
    ConnectorNetwork network();

    /** Reports venue events to the OMS. */
    ExecutionReports reports();

    /** Reports the {@code ConnectorState} shown in Monitor and used for routing. */
    SessionControl session();

    /** Small key/value state (sequence numbers, session ids) persisted in the journal. */
    ConnectorStore store();

    /** Venue symbol, tick size and lot size of a Tachyon symbol. */
    InstrumentMapper instruments();

    /** Timers in journal time, firing {@link TradingConnector#onTimer(long)}. */
    Timers timers();

    /** Journal time in nanoseconds, deterministic in replay. */
    Clock clock();

    /** After a restart, the orders sent without a final venue answer. */
    Recovery recovery();

    /** The orders of this connector, by the ClOrdIDs it sent them with. */
    ConnectorOrders orders();

    /**
     * Writes bytes to the session's first channel.
     *
     * @deprecated write to a channel from {@link #network()}; removed in 5.0
     */
    @Deprecated(forRemoval = true)
    void sendRaw(ByteBuffer bytes);

    /** Garbage-free logging to {@code server.log}. */
    ConnectorLog log();
}
