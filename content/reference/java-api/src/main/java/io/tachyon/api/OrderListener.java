package io.tachyon.api;

/** Order events of the client's orders, on the client's event thread; implement the ones you need. */
public interface OrderListener {
    /**
     * The order was accepted by Tachyon: risk passed and the order journaled (and, on a cluster
     * while it is {@code ACTIVE}, replicated to the passive node; a {@code STANDALONE} or
     * {@code HALTED} node holds it alone); status {@code PENDING_NEW}, as FIX 150=A.
     * {@code NEW} follows when the venue or the algorithm acknowledges the order.
     */
    default void onAccepted(OrderEvent event) {
    }

    /**
     * The venue (or, for a parent order, its algorithm) acknowledged the order: status {@code NEW},
     * as FIX 150=0. It follows {@link #onAccepted}; an order filled before its acknowledgement goes
     * straight to {@link #onFill}.
     */
    default void onNew(OrderEvent event) {
    }

    /**
     * A fill, partial or full ({@code TRADE}). The order's status after it is {@code PARTIALLY_FILLED}
     * or {@code FILLED}, except for a fill that arrives while the order is {@code PENDING_CANCEL} or
     * {@code PENDING_REPLACE}, which stays pending, or a partial fill of a {@code SUSPENDED} parent,
     * which stays {@code SUSPENDED}; {@link OrderEvent#getStatus()} says which.
     */
    default void onFill(FillEvent fill) {
    }

    /**
     * The venue corrected ({@code TRADE_CORRECT}) or busted ({@code TRADE_CANCEL}) an earlier fill,
     * the one whose execution id is {@link FillEvent#getExecRefId()}. Its quantity and price are the
     * corrected ones (a bust: the busted fill's), and the order's totals are those after it. It is
     * never delivered to {@link #onFill}: a client that books fills amends or reverses the fill it
     * names here, or its positions drift from Tachyon's.
     */
    default void onFillCorrected(FillEvent correction) {
    }

    /**
     * The order ended without a full fill: {@code CANCELED} (a cancel request, the venue, an operator)
     * or {@code EXPIRED} (time in force, or an algorithm completed with quantity left);
     * {@link OrderEvent#getStatus()} says which.
     */
    default void onCanceled(OrderEvent event) {
    }

    /** A replace took effect: quantity and price are the new ones. */
    default void onReplaced(OrderEvent event) {
    }

    /**
     * Every other change of state: {@code PENDING_CANCEL}, {@code PENDING_REPLACE}, {@code SUSPENDED}
     * and back, and restatements. An algorithmic parent's replace brings no {@code PENDING_REPLACE}
     * event: its algorithm decides it at once, so {@link #onReplaced} or {@link #onRejected} follows
     * the request directly.
     */
    default void onStatusChanged(OrderEvent event) {
    }

    /**
     * A new order, cancel or replace was rejected; {@link RejectEvent#getReason()} says why. Every
     * reject of the client's requests arrives here: one before acceptance (risk, a duplicate
     * {@code clOrdId}, validation), whose request future also fails with an
     * {@link OrderRejectedException} of the same reason once this callback has returned (the event
     * thread calls the listeners first), and one after it (the venue's, an algorithm's parameter
     * check), whose {@code submit} future has already completed. A refused cancel or replace, the
     * venue's refusal included, also fails that request's future, once this callback has returned.
     */
    default void onRejected(RejectEvent reject) {
    }
}
