package io.tachyon.api;

/** A replace of a working order: the new total quantity (filled included) and price. */
public interface Replace {
    static Builder builder() {
        throw new Unimplemented();
    }

    interface Builder {
        Builder quantity(long totalQuantity);

        Builder limitPrice(double limitPrice);

        Replace build();
    }
}
