package io.tachyon.api;

/** A drop copy: every execution and order state of the user's accounts. */
public interface DropCopyListener {
    default void onExecution(FillEvent fill) {
    }

    default void onOrder(OrderEvent event) {
    }
}
