package io.tachyon.api;

/** The reference price of a pegged order (FIX 1094, PegPriceType). */
public enum PegType {
    /** The same side's best price (1094=5). */
    PRIMARY,

    /** The opposite side's best price (1094=4). */
    MARKET,

    /** The midpoint of the best bid and offer (1094=2). */
    MIDPOINT
}
