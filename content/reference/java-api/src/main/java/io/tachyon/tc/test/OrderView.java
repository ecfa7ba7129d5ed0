package io.tachyon.tc.test;

import io.tachyon.api.OrderStatus;

/** The harness OMS's view of one order. */
public interface OrderView {
    /** Current status. */
    OrderStatus status();

    /** Quantity filled so far. */
    long cumQty();

    /** Quantity still open. */
    long leavesQty();

    /** The venue's id, once acknowledged. */
    String venueOrderId();
}
