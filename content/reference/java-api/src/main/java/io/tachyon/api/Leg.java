package io.tachyon.api;

/** One leg of a multi-leg order: its id, symbol, side, ratio and, for {@code LEGGED} execution, an optional limit. */
public interface Leg {
    /** A leg without a leg limit. */
    static Leg of(String legId, String symbol, Side side, int ratio) {
        throw new Unimplemented();
    }

    /** A leg with a leg limit, which Tachyon uses when it legs the order ({@code LEGGED}; FIX tag 566). */
    static Leg of(String legId, String symbol, Side side, int ratio, double price) {
        throw new Unimplemented();
    }

    /** Client's id for the leg, unique within the package. */
    String getLegRefId();

    /** Tachyon symbol of the leg. */
    String getSymbol();

    /** Leg side for a package bought. */
    Side getSide();

    /** Leg quantity per package. */
    int getRatio();

    /** Optional leg limit for {@code LEGGED} execution; {@code NaN} when the leg has none. */
    double getPrice();
}
