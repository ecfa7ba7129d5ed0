package io.tachyon.tc;

/** A cancel of one of the connector's orders. */
public interface CancelCommand {
    /** The Tachyon order id, for the reports; never sent to the venue. */
    long orderId();

    /** This cancel request's own ClOrdID for the venue, a new {@code TCY-} value. */
    String clOrdId();

    /** The ClOrdID of the order's current version at the venue, the one this request acts on. */
    String origClOrdId();

    /** The venue's id of the order. */
    String venueOrderId();
}
