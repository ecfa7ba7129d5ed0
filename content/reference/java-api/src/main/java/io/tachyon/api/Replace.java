package io.tachyon.api;

/**
 * A replace of a working order: the new total quantity (filled included) and price. It carries no
 * {@code clOrdId}: {@link OrderService#replace(OrderId, Replace)} names the order by its {@link OrderId},
 * and the order keeps its {@code clOrdId}.
 */
public interface Replace {
    /** A builder of a replace; set only what changes. */
    static Builder builder() {
        throw new Unimplemented();
    }

    interface Builder {
        /** The new total quantity, filled quantity included, as FIX tag 38. */
        Builder quantity(long totalQuantity);

        Builder limitPrice(double limitPrice);

        Replace build();
    }
}
