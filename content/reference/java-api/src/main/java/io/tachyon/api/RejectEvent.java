package io.tachyon.api;

/** A rejected new order, cancel or replace. */
public interface RejectEvent {
    OrderId getOrderId();

    String getClOrdId();

    RequestType getRequestType();

    OrderRejectReason getReason();

    /** The reject text (FIX tag 58); a venue's own text for {@code VENUE_REJECT}. */
    String getText();
}
