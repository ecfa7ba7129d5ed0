package io.tachyon.risk;

/** Instrument reference data, for rules. */
public interface InstrumentView {
    long lotSize(String symbol);

    String currency(String symbol);

    /** The contract multiplier, as {@code Instrument.getMultiplier()}: 1 for shares, 50 for an E-mini future, 0.01 for a bond. */
    double multiplier(String symbol);

    String attribute(String symbol, String key);

    /** NaN when absent. */
    double doubleAttribute(String symbol, String key);
}
