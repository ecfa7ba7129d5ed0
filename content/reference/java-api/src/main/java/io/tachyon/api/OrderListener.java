package io.tachyon.api;

/** Order events of the client's orders, on the client's event thread; implement the ones you need. */
public interface OrderListener {
    default void onAccepted(OrderEvent event) {
    }

    default void onFill(FillEvent fill) {
    }

    default void onCanceled(OrderEvent event) {
    }

    default void onReplaced(OrderEvent event) {
    }

    default void onRejected(RejectEvent reject) {
    }
}
