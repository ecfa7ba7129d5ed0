package io.tachyon.api;

/** The kind of venue session a connector runs. */
public enum SessionKind { ORDER_ENTRY, MARKET_DATA }
