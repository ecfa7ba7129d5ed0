package io.tachyon.api;

/** A rejected new order, cancel or replace. */
public interface RejectEvent {
    /** The Tachyon order id. */
    OrderId getOrderId();

    /** The client order id of the rejected request. */
    String getClOrdId();

    /** What was rejected: a new order, a cancel or a replace. */
    RequestType getRequestType();

    /**
     * Why it was rejected: a TRJ or RSK code ({@link OrderRejectReason#getCode()}), or
     * {@link OrderRejectReason#ALREADY_PENDING} for a cancel or replace refused because one is
     * already pending (FIX 102=3, no code). Never {@code null}.
     */
    OrderRejectReason getReason();

    /**
     * The code as sent in FIX tag 58: {@code RSK-2001}, or a custom rule's own code such as
     * {@code RSK-9002}, which {@link #getReason()} reports as {@link OrderRejectReason#CUSTOM};
     * empty for {@link OrderRejectReason#ALREADY_PENDING}.
     */
    String getCode();

    /**
     * The detail of the reject: FIX tag 58 without its leading code and name, so
     * {@code quantity 2000 above limit 1000 (account DEMO-01)} where tag 58 reads
     * {@code RSK-2001 MAX_ORDER_QTY: quantity 2000 above limit 1000 (account DEMO-01)}; for
     * {@code VENUE_REJECT}, the venue's MIC in brackets and its own text
     * ({@code [XNAS] Invalid price increment}).
     */
    String getText();
}
