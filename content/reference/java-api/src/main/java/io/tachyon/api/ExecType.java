package io.tachyon.api;

/**
 * What an execution report is (FIX tag 150, ExecType; REST {@code execType}). FIX 150=3, Done for
 * Day, is only a FIX rendering of {@code EXPIRED}.
 */
public enum ExecType {
    /** The order was journaled and risk passed (150=A). */
    PENDING_NEW,

    /** The venue or the algorithm acknowledged the order (150=0). */
    NEW,

    /** A fill, partial or full (150=F; 150=1 or 2 on FIX 4.2). */
    TRADE,

    /** A cancel was sent and is not yet confirmed (150=6). */
    PENDING_CANCEL,

    /** The order was cancelled, on request or unsolicited (150=4). */
    CANCELED,

    /** A replace was sent and is not yet confirmed (150=E). */
    PENDING_REPLACE,

    /** A replace took effect (150=5); the order's status is that of its new version. */
    REPLACED,

    /**
     * The order was refused (150=8). A refused cancel or replace is an OrderCancelReject (35=9), a
     * {@link RejectEvent} in Java, never an execution report.
     */
    REJECTED,

    /**
     * The order's time in force ran out or, for an algorithmic parent, its algorithm completed with
     * quantity left (150=C).
     */
    EXPIRED,

    /** Tachyon holds the order, as {@link OrderStatus#SUSPENDED} describes (150=9). */
    SUSPENDED,

    /** The order changed without a request of the client, for instance a suspended parent that resumed (150=D). */
    RESTATED,

    /**
     * The venue corrected an earlier fill (150=G; on FIX 4.2 the fill's ExecType with ExecTransType
     * 20=2): {@link FillEvent#getExecRefId()} names it, and the quantity and price are the corrected
     * ones.
     */
    TRADE_CORRECT,

    /**
     * The venue busted an earlier fill (150=H; on FIX 4.2 the fill's ExecType with ExecTransType
     * 20=1): {@link FillEvent#getExecRefId()} names it, and the quantity and price are the busted
     * fill's.
     */
    TRADE_CANCEL
}
