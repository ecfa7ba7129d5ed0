package io.tachyon.api;

/** One leg of a multi-leg order: its id, symbol, side and ratio. */
public interface Leg {
    static Leg of(String legId, String symbol, Side side, int ratio) {
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

    /** Optional leg limit for {@code LEGGED} execution. */
    double getPrice();
}
