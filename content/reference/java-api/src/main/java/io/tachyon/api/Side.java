package io.tachyon.api;

/** The side of an order (FIX tag 54). */
public enum Side {
    /** Buy (54=1). */
    BUY,

    /** Sell (54=2). */
    SELL,

    /** Sell short (54=5). */
    SELL_SHORT
}
