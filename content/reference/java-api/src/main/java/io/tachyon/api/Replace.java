package io.tachyon.api;

/** A replace of a working order: the new total quantity (filled included) and price. */
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
