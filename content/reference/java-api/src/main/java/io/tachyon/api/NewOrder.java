package io.tachyon.api;

import java.util.Map;

/** A new order, built with {@link #builder()}; {@code clOrdId} is generated when not set. */
public interface NewOrder {
    /** A builder of a new order; {@code build()} checks the fields an order type requires. */
    static Builder builder() {
        throw new Unimplemented();
    }

    interface Builder {
        Builder clOrdId(String clOrdId);

        Builder account(String account);

        Builder symbol(String symbol);

        Builder side(Side side);

        Builder quantity(long quantity);

        Builder limitPrice(double limitPrice);

        Builder type(OrderType type);

        Builder tif(TimeInForce tif);

        /** A connector name or a venue MIC (FIX tag 100). */
        Builder exDestination(String connectorOrMic);

        /** An algorithm by its name (FIX tag 7001) and its parameters (tag 7002). */
        Builder algo(String name, Map<String, String> params);

        NewOrder build();
    }
}
