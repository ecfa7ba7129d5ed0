package io.tachyon.algo;

import io.tachyon.api.Order;
import io.tachyon.api.OrderId;

import java.util.Collection;

/** The parent's children: send, cancel, replace, inspect. */
public interface ChildOrders {
    /**
     * Sends a child; only while {@code RUNNING}.
     *
     * @throws IllegalStateException in any other state ({@code onInit}, {@code INITIALIZED}, {@code PAUSED}, {@code STOPPING})
     * @throws ChildOrderException for a child the container refuses
     */
    OrderId sendChild(ChildOrder order);

    /** Request a cancel; allowed while {@code RUNNING}, {@code PAUSED} or {@code STOPPING}. */
    void cancelChild(OrderId id);

    /**
     * New total quantity (filled included) and price; only while {@code RUNNING}, refused like
     * {@link #sendChild} otherwise ({@code PAUSED} included: a paused instance reduces a child by cancelling it).
     *
     * @throws IllegalStateException in any other state
     * @throws ChildOrderException for a quantity or price the container refuses
     */
    void replaceChild(OrderId id, long quantity, double limitPrice);

    /** The child's current view, or {@code null} if it is not a child of this parent. */
    Order child(OrderId id);

    /** Children not yet terminal. */
    Collection<Order> openChildren();

    /** The leaves quantity of the open children, summed. */
    long openChildQuantity();
}
