package io.tachyon.api;

/** A rejected new order, cancel or replace. */
public interface RejectEvent {
    /** The Tachyon order id. */
    OrderId getOrderId();

    /** The client order id of the rejected request. */
    String getClOrdId();

    /** What was rejected: a new order, a cancel or a replace. */
    RequestType getRequestType();

    /** Why it was rejected: a TRJ or RSK code ({@link OrderRejectReason#getCode()}). */
    OrderRejectReason getReason();

    /** The reject text (FIX tag 58); a venue's own text for {@code VENUE_REJECT}. */
    String getText();
}
