package io.tachyon.api;

/** The order type (FIX tag 40). */
public enum OrderType { MARKET, LIMIT, STOP, STOP_LIMIT, PEGGED }
