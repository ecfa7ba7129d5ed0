package io.tachyon.api;

/** A multi-leg order (a spread of up to 8 legs) at a net price. */
public interface MultiLegOrder {
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

        MultiLegOrder build();
    }
}
