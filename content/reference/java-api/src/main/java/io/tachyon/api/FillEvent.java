package io.tachyon.api;

/** A fill, partial or full: the execution's own quantity and price, and the order's totals after it. */
public interface FillEvent extends OrderEvent {
    String getExecId();

    long getLastQty();

    double getLastPx();
}
