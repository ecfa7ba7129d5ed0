package io.tachyon.api;

/** A fill, partial or full: the execution's own quantity and price, and the order's totals after it. */
public interface FillEvent extends OrderEvent {
    /** Tachyon execution id ({@code X} and 16 hex digits), unique per execution: the key for de-duplicating replayed fills. */
    String getExecId();

    /** Quantity of this execution (FIX tag 32). */
    long getLastQty();

    /** Price of this execution (FIX tag 31). */
    double getLastPx();
}
