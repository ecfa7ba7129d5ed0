package io.tachyon.api;

import java.time.Instant;
import java.util.Map;

/**
 * A replace of a working order: what changes among quantity, prices, time in force and an
 * algorithm's parameters, the fields FIX's 35=G and REST's replace carry. It carries no
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

        /** The new limit price, as FIX tag 44. */
        Builder limitPrice(double limitPrice);

        /** The new trigger price of a stop order, as FIX tag 99. */
        Builder stopPrice(double stopPrice);

        /** The new time in force, as FIX tag 59. */
        Builder tif(TimeInForce tif);

        /** The new expiry of a {@code GTD} order, as FIX tag 126. */
        Builder expireTime(Instant expireTime);

        /**
         * An algorithmic order's parameters to change, as the pairs of FIX tag 7002; parameters
         * not named keep their values, and the algorithm's name cannot change.
         */
        Builder algoParams(Map<String, String> params);

        Replace build();
    }
}
