package io.tachyon.api;

/** A multi-leg order (a spread of up to 8 legs) at a net price. */
public interface MultiLegOrder {
    /** A new multi-leg order: {@link Builder#leg} once per leg, then {@code build()}; sent with {@code client.orders().submit(...)}. */
    static Builder builder() {
        throw new Unimplemented();
    }

    interface Builder {
        Builder clOrdId(String clOrdId);

        Builder account(String account);

        Builder strategy(String strategy);

        Builder side(Side side);

        Builder quantity(long quantity);

        Builder type(OrderType type);

        Builder netPrice(double netPrice);

        Builder leg(Leg leg);

        /** {@code NATIVE} (the venue's strategy; the default when {@code strategy} is set) or {@code LEGGED} (FIX tag 7004). */
        Builder execution(LegExecution execution);

        /** For {@code LEGGED}: the largest unhedged quantity, in packages, Tachyon may hold between legs; {@code 0}, the default, means one package (FIX tag 7005). */
        Builder maxLegRisk(long maxLegRisk);

        MultiLegOrder build();
    }
}
