package io.tachyon.tc;

/** A replace of one of the connector's orders. */
public interface ReplaceCommand {
    /** The Tachyon order id. */
    long orderId();

    /** The venue's id of the order. */
    String venueOrderId();

    /** The new total quantity. */
    long newQuantity();

    /** The new limit price. */
    double newLimitPrice();
}
