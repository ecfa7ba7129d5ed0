package io.tachyon.api;

/** Completes a request's future exceptionally when it is refused: a new order before its acceptance, a cancel or replace by Tachyon or by the venue. */
public class OrderRejectedException extends RuntimeException {
    private final OrderRejectReason reason;
    private final String code;
    private final String text;

    public OrderRejectedException(OrderRejectReason reason, String code, String text) {
        super(code + " " + reason + ": " + text);
        this.reason = reason;
        this.code = code;
        this.text = text;
    }

    /** Why it was rejected: a TRJ or RSK code. */
    public OrderRejectReason getReason() {
        return reason;
    }

    /** The code as sent in FIX tag 58, as {@link RejectEvent#getCode()}: a custom rule's own {@code RSK-9002} where {@link #getReason()} is {@code CUSTOM}. */
    public String getCode() {
        return code;
    }

    /** The detail, without the code and name: the same text as {@link RejectEvent#getText()}. */
    public String getText() {
        return text;
    }
}
