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
        Builder quantity(long quantity);

        Builder type(OrderType type);

        Builder limitPrice(double limitPrice);

        Builder tif(TimeInForce tif);

        Builder side(Side side);

        Builder symbol(String symbol);

        Builder connector(String connector);

        /** A label of up to 16 characters, shown in Monitor. */
        Builder tag(String tag);

        ChildOrder build();
    }
}
