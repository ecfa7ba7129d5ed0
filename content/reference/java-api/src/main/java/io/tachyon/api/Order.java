package io.tachyon.api;

/** A read-only view of an order as Tachyon knows it, after every event delivered so far. */
public interface Order {
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

    long getCumQty();

    long getLeavesQty();

    double getAvgPx();

    boolean hasLimitPrice();

    double getLimitPrice();

    OrderStatus getStatus();

    /** The connector or venue MIC the client chose (FIX tag 100), or {@code null}. */
    String getExDestination();
}
