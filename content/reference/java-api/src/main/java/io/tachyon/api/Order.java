package io.tachyon.api;

import java.time.Instant;

/** A read-only view of an order as Tachyon knows it, after every event delivered so far. */
public interface Order {
    /** Tachyon id, {@code T} + 16 hex digits. */
    OrderId getOrderId();

    String getClOrdId();

    /** The parent of a child order sent by an algorithm, or {@code null}. */
    OrderId getParentOrderId();

    String getAccount();

    String getSymbol();

    Side getSide();

    OrderType getType();

    TimeInForce getTif();

    /** Total quantity, filled quantity included. */
    long getQuantity();

    /** Total filled. */
    long getCumQty();

    /** Open quantity; {@code 0} in terminal states. */
    long getLeavesQty();

    /** Average fill price. */
    double getAvgPx();

    boolean hasLimitPrice();

    double getLimitPrice();

    /** Current state. */
    OrderStatus getStatus();

    /** The connector or venue MIC the client chose (FIX tag 100), or {@code null}; on an algorithm's child sent without a connector, its parent's. */
    String getExDestination();

    /** Venue's id once acknowledged (tag 37 on the venue session); {@code null} before that and always on an algorithmic parent, which is never sent to a venue. */
    String getVenueOrderId();

    /** For {@code REJECTED}: the TRJ or RSK code. */
    OrderRejectReason getRejectReason();

    /** Journal times of creation and last change. */
    Instant getCreatedAt();

    /** Journal times of creation and last change. */
    Instant getUpdatedAt();

    /**
     * User who entered the order: the authenticated API user, or for a FIX order the session's
     * {@code username} when one is configured, else the client's SenderCompID (49).
     */
    String getUser();
}
