package io.tachyon.api;

/** The state of a dealer quote (FIX 297, QuoteStatus). */
public enum QuoteStatus {
    /** Valid and can be accepted. */
    ACTIVE,

    /** The client or the algorithm accepted it; acceptance sent to the dealer. */
    ACCEPTED,

    /** The dealer confirmed the trade. */
    FILLED,

    /** {@code validUntil} passed, or the RFQ ended. */
    EXPIRED,

    /** The dealer cancelled it. */
    WITHDRAWN,

    /** The dealer declined to quote; recorded, never sent as a quote. */
    DECLINED,

    /** The dealer rejected the acceptance. */
    LAST_LOOK_REJECTED
}
