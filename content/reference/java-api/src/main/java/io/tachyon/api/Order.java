package io.tachyon.api;

import java.time.Instant;
import java.util.Map;

/**
 * A read-only view of an order as Tachyon knows it, after every event delivered so far, as
 * {@link OrderService#openOrders(String)} returns it. It holds the fields of the {@link NewOrder}
 * (as replaced since) but {@code displayQuantity}, {@code minQuantity} and {@code transactTime}.
 */
public interface Order {
    /** Tachyon id, {@code T} + 16 hex digits. */
    OrderId getOrderId();

    String getClOrdId();

    /** The parent of a child order sent by an algorithm (an accepted RFQ quote's order included) or of a complex package's leg, or {@code null}. */
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

    /** Whether the order has a stop price: {@code STOP} and {@code STOP_LIMIT} orders. */
    boolean hasStopPrice();

    /** Trigger price of a {@code STOP} or {@code STOP_LIMIT} order; {@code NaN} for other types. */
    double getStopPrice();

    /** Peg of a {@code PEGGED} order ({@code PRIMARY}, {@code MARKET}, {@code MIDPOINT}); {@code null} for other types. */
    PegType getPegType();

    /** Offset from the peg reference, in price units; {@code 0} when none. */
    double getPegOffset();

    /** Expiry of a {@code GTD} order; {@code null} for other times in force. */
    Instant getExpireTime();

    /** Name of the algorithm that works the order, for example {@code TWAP}; {@code null} for an order sent as it is. */
    String getAlgo();

    /** The algorithm's parameters as the order gave them (FIX tag 7002); empty without an algorithm. */
    Map<String, String> getAlgoParams();

    /** Free text of the request (FIX tag 58), or {@code null}. */
    String getText();

    /** Current state. */
    OrderStatus getStatus();

    /** The connector or venue MIC the client chose (FIX tag 100), or {@code null}; on an algorithm's child sent without a connector, its parent's. */
    String getExDestination();

    /** Venue's id once acknowledged (tag 37 on the venue session); {@code null} before that and always on an algorithmic parent, which is never sent to a venue (a {@code 7001=SIM} parent included: its sim connector plays the venue in process and gives the parent no venue id). */
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
