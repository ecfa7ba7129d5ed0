package io.tachyon.api;

import java.util.List;

/** An OCO pair: two orders of which only one should execute (FIX NewOrderList, 1385=1). */
public interface OcoOrder {
    /** A builder of an OCO pair. */
    static Builder builder() {
        throw new Unimplemented();
    }

    /** Client's id for the pair. */
    String getListId();

    /** Exactly two orders. */
    List<NewOrder> getOrders();

    /** {@code OCO}. */
    Contingency getContingency();

    /** What a fill of one order does to the other. */
    OcoFillAction getFillAction();

    /** Builds an {@link OcoOrder}. */
    interface Builder {
        /** The client's id for the pair (FIX 66). */
        Builder listId(String listId);

        /** One of the two orders. */
        Builder order(NewOrder order);

        /** What a fill of one order does to the other; default {@code CANCEL_ON_FIRST_FILL}. */
        Builder fillAction(OcoFillAction fillAction);

        /** The pair. */
        OcoOrder build();
    }
}
