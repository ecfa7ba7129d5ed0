package io.tachyon.api;

/** A Level 3 event: one order of the venue's book added, changed or removed. */
public interface BookOrderEvent {
    String getSymbol();

    Side getSide();

    double getPrice();

    long getQuantity();

    /** The order's place in the queue at its price. */
    long getPriority();

    /** The Tachyon order this book order is, when it is one of yours, or {@code null}. */
    OrderId getOwnOrderId();
}
