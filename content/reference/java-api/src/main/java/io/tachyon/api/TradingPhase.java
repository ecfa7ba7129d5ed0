package io.tachyon.api;

/** The detailed trading phase of an instrument on a venue, normalised from the venue's phase messages (FIX 625). */
public enum TradingPhase {
    /** Order entry allowed, no matching yet. */
    PRE_OPEN,

    /** Opening auction call or uncrossing. */
    OPENING_AUCTION,

    /** Continuous trading. */
    CONTINUOUS,

    /** Scheduled or volatility auction during the day. */
    INTRADAY_AUCTION,

    /** Trading halted by the venue or regulator. */
    HALTED,

    /** Closing auction call. */
    CLOSING_AUCTION,

    /** After the close; trade reporting only, some venues accept orders for the next session. */
    POST_CLOSE,

    /** No trading and no order entry. */
    CLOSED,

    /** No status received yet from the venue. */
    UNKNOWN
}
