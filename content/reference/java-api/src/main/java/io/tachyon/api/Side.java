package io.tachyon.api;

/** The side of an order (FIX tag 54). */
public enum Side { BUY, SELL, SELL_SHORT }
