package io.tachyon.api;

/** A change of an order's state (an execution report). */
public interface OrderEvent {
    OrderId getOrderId();

    String getClOrdId();

    OrderStatus getStatus();

    /** What this report is (FIX tag 150): {@code NEW}, {@code TRADE}, {@code REPLACED}, {@code TRADE_CANCEL}... */
    ExecType getExecType();

    String getSymbol();

    Side getSide();

    long getQuantity();

    long getCumQty();

    long getLeavesQty();

    double getAvgPx();

    /** Whether this event is delivered again: missed while disconnected and replayed after the reconnect, or part of a drop copy's replay of the day. */
    boolean isReplayed();
}
