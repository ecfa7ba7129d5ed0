package io.tachyon.tc;

/** Venue events reported to the OMS; each is a journal record before the OMS acts on it. */
public interface ExecutionReports {
    /** The venue accepted the order: it becomes {@code NEW}. */
    void accepted(long orderId, String venueOrderId);

    /** The venue rejected it: {@code REJECTED}, {@code TRJ-1011} with the venue's text. */
    void rejected(long orderId, String text);

    /**
     * A fill: {@code PARTIALLY_FILLED} or {@code FILLED} (an order pending cancel or replace stays
     * pending). {@code venueExecId} is the venue's own
     * execution id, kept as the fill's {@code venueExecId} (FIX 527); the OMS creates the
     * {@code execId} (FIX 17) that clients see.
     */
    void fill(long orderId, String venueExecId, long lastQty, double lastPx, Liquidity liquidity);

    /**
     * The venue canceled the order: {@code CANCELED}, except that the OMS reports a canceled IOC or
     * FOK remainder, and a {@code DAY} order canceled at its venue's close, as an expiry
     * ({@code EXPIRED}, FIX 150=C), as it does for every venue.
     */
    void canceled(long orderId);

    /**
     * After a restart or failover, the venue says it does not know an order left in flight; after a
     * DR promotion, which queries every open order, it does not know an order of the promoted
     * node's book: {@code CANCELED} as an unsolicited cancel with Text {@code Not at venue after recovery}
     * (never {@code REJECTED}, which only the venue's own reject gives). Never a guess: an order the
     * venue cannot answer for is not reported and stays in flight for an operator.
     */
    void unknownAtVenue(long orderId);

    /** A cancel was refused; the order leaves {@code PENDING_CANCEL} for its state before the request, or as a fill meanwhile left it (for a cancel sent while a replace was pending, the new version's state, or after a refused replace the state before both requests), and the client gets {@code 35=9}. */
    void cancelRejected(long orderId, String text);

    /**
     * A replace took effect: {@code REPLACED}, then the new version {@code NEW},
     * {@code PARTIALLY_FILLED} or {@code FILLED} by its fills (a replace down to the filled quantity
     * completes it), or {@code PENDING_CANCEL} when a cancel followed the replace.
     */
    void replaced(long orderId, String venueOrderId, long quantity, double price);

    /** The venue changed quantity or price; the status is unchanged. */
    void restated(long orderId, long quantity, double price, String reason);

    /** The order expired: {@code EXPIRED}. */
    void expired(long orderId);
}
