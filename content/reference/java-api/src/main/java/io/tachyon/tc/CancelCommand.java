package io.tachyon.tc;

/** A cancel of one of the connector's orders. */
public interface CancelCommand {
    /** The Tachyon order id. */
    long orderId();

    /** The venue's id of the order. */
    String venueOrderId();
}
