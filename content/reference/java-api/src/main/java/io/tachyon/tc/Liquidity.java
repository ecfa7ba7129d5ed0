package io.tachyon.tc;

/** Whether a fill added or removed liquidity (FIX 851, LastLiquidityInd). */
public enum Liquidity {
    /** Added liquidity (851=1). */
    ADDED,

    /** Removed liquidity (851=2). */
    REMOVED,

    /** Routed out by the venue (851=3). */
    ROUTED_OUT,

    /** Matched in an auction (851=4). */
    AUCTION
}
