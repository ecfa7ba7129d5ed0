package io.tachyon.api;

/** The state of an order (FIX tag 39, OrdStatus). */
public enum OrderStatus {
    /** Accepted by the gateway and journaled; risk passed; not yet acknowledged by the venue or started by the algorithm container. */
    PENDING_NEW,

    /** Acknowledged by the venue, or algorithm started. */
    NEW,

    /** Some quantity filled, some open. */
    PARTIALLY_FILLED,

    /** Whole quantity filled. */
    FILLED,

    /** Cancel sent, not yet confirmed. */
    PENDING_CANCEL,

    /** Cancelled; {@code leavesQty} is 0. */
    CANCELED,

    /** Replace sent, not yet confirmed. */
    PENDING_REPLACE,

    /** This version was replaced; the new version continues, with the replace's new {@code clOrdId} when it carried one (every FIX replace does; a REST replace may not, a Java {@code Replace} never does). Not sent in 39: the confirmation is 150=5 (ExecType Replaced) with 39 = the state of the new version (0, 1 or 2; 9 for a {@code SUSPENDED} parent, whose paused algorithm stays paused; 6 when a cancel followed the replace, the new version then {@code PENDING_CANCEL}), as FIX 4.3 and later define it. */
    REPLACED,

    /**
     * Refused by Tachyon (TRJ or RSK code), by the venue (TRJ-1011) or, for an algorithmic parent,
     * by its algorithm's parameter check (TRJ-1012).
     */
    REJECTED,

    /**
     * Time in force ran out: {@code DAY} at the close, {@code GTD} at {@code expireTime}, unfilled
     * {@code IOC}/{@code FOK} remainder, {@code AT_OPEN}/{@code AT_CLOSE} remainder after the auction;
     * or, for an algorithmic parent, its algorithm completed with quantity left (an end time, an RFQ
     * with no acceptable quote).
     */
    EXPIRED,

    /** Held by Tachyon: an algorithmic parent order whose algorithm is paused (by an operator, by stale market data, by a trading halt, after a child's reject, for want of a usable venue, by a DR promotion, or by the algorithm itself) or failed, or a complex order a leg of which failed risk after submission; no new child orders are sent. While the algorithm is paused, children already working stay working unless the algorithm or {@code algos.cancelChildrenOnPause} cancels them; when it has failed, its children are cancelled, except after a replay divergence on a restart or failover or when their cancels are not confirmed within {@code algos.stopTimeout}, which leave them working and alerted (how a SUSPENDED parent ends is stated once, in the order entry model's order states table). */
    SUSPENDED
}
