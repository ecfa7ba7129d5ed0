package io.tachyon.tc;

import io.tachyon.api.OrderType;
import io.tachyon.api.PegType;
import io.tachyon.api.TimeInForce;
import io.tachyon.api.Unimplemented;

/** What a connector supports, enforced by the OMS before the connector sees an order. */
public interface ConnectorCapabilities {
    /** A builder of capabilities. */
    static Builder builder() {
        throw new Unimplemented();
    }

    /** Builds {@link ConnectorCapabilities}. */
    interface Builder {
        /** The order types the venue accepts; others are rejected with {@code TRJ-1009}. */
        Builder orderTypes(OrderType... types);

        /** The times in force the venue accepts. */
        Builder timeInForce(TimeInForce... tifs);

        /** The peg references the venue accepts; other pegs are rejected with {@code TRJ-1009}. */
        Builder pegTypes(PegType... pegTypes);

        /** Whether the venue replaces natively; without, the OMS sends a cancel and a new order. */
        Builder nativeReplace(boolean nativeReplace);

        /** The capabilities. */
        ConnectorCapabilities build();
    }
}
