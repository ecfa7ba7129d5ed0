package io.tachyon.api;

/** One leg of a multi-leg order: its id, symbol, side and ratio. */
public interface Leg {
    static Leg of(String legId, String symbol, Side side, int ratio) {
        throw new Unimplemented();
    }
}
