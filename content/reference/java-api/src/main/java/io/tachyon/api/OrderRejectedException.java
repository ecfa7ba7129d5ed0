package io.tachyon.api;

/** Completes a request's future exceptionally when Tachyon rejects it. */
public class OrderRejectedException extends RuntimeException {
    private final OrderRejectReason reason;
    private final String text;

    public OrderRejectedException(OrderRejectReason reason, String text) {
        super(reason.getCode() + " " + reason + ": " + text);
        this.reason = reason;
        this.text = text;
    }

    /** Why it was rejected: a TRJ or RSK code. */
    public OrderRejectReason getReason() {
        return reason;
    }

    /** The detail, without the code and name: the same text as {@link RejectEvent#getText()}. */
    public String getText() {
        return text;
    }
}
