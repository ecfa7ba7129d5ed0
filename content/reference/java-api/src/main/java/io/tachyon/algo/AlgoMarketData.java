package io.tachyon.algo;

import io.tachyon.api.Level;
import io.tachyon.api.Quote;

/** The algorithm's market data: subscriptions beyond the parent's symbol, and last values. */
public interface AlgoMarketData {
    void subscribe(String symbol, Level level);

    /** The last quote of a followed symbol, or {@code null} before the first. */
    Quote lastQuote(String symbol);
}
