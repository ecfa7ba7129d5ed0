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

    public OrderRejectReason getReason() {
        return reason;
    }

    public String getText() {
        return text;
    }
}
