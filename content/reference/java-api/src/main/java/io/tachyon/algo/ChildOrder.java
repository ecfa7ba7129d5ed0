package io.tachyon.algo;

import io.tachyon.api.OrderType;
import io.tachyon.api.Side;
import io.tachyon.api.TimeInForce;
import io.tachyon.api.Unimplemented;

/** A child order to send with {@code ctx().orders().sendChild(...)}. */
public interface ChildOrder {
    static Builder builder() {
        throw new Unimplemented();
    }

    /** Defaults: type LIMIT, tif DAY, the parent's side and symbol, the order router's connector. */
    interface Builder {
        /**
         * Child quantity, a multiple of the lot size, except for a child that completes the parent:
         * one whose quantity is all the parent has left to allocate (its leaves, less the open
         * quantity of its other working children) may be an odd lot. The same holds for the new
         * quantity of {@code replaceChild}.
         */
        Builder quantity(long quantity);

        /** {@code MARKET}, {@code LIMIT}, {@code STOP}, {@code STOP_LIMIT} or {@code PEGGED} if the connector supports it. */
        Builder type(OrderType type);

        /** On the tick grid, not through the parent's limit. */
        Builder limitPrice(double limitPrice);

        /** Time in force of the child. */
        Builder tif(TimeInForce tif);

        /** The parent's side: a {@code SELL} parent's child cannot be {@code SELL_SHORT}, nor the reverse. */
        Builder side(Side side);

        /** The parent's symbol; any other throws {@link ChildOrderException}. */
        Builder symbol(String symbol);

        /** Name of the connector from {@code connectors.&lt;name&gt;}. */
        Builder connector(String connector);

        /** A label of up to 16 characters, shown in Monitor. */
        Builder tag(String tag);

        ChildOrder build();
    }
}
