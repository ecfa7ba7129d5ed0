package io.tachyon.tc;

/** What a connector does for its venue. */
public enum ConnectorKind {
    /** Sends orders and reports their executions. */
    ORDER_ENTRY,

    /** Reads the venue's market data. */
    MARKET_DATA
}
