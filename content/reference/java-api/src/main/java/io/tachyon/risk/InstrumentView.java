package io.tachyon.risk;

/** Instrument reference data, for rules. */
public interface InstrumentView {
    long lotSize(String symbol);

    String currency(String symbol);

    String attribute(String symbol, String key);

    /** NaN when absent. */
    double doubleAttribute(String symbol, String key);
}
