package io.tachyon.risk;

/** Prices, for rules. */
public interface PriceView {
    double last(String symbol);

    double mid(String symbol);

    double bid(String symbol);

    double ask(String symbol);

    boolean isStale(String symbol);
}
