package io.tachyon.api;

import java.time.Instant;

/** An OHLC bar of one symbol on one venue over one interval, built from trades. */
public interface Bar {
    /** Tachyon symbol. */
    String getSymbol();

    /** MIC of the venue, or {@code CONS} for bars built from the trades of all venues. */
    String getVenue();

    /** Length of the bar, for example {@code ONE_MINUTE}; in JSON the duration string {@code 1m}. */
    BarInterval getInterval();

    /** Start of the interval, inclusive. */
    Instant getStartTime();

    /** End of the interval, exclusive. */
    Instant getEndTime();

    /** Price of the first regular trade in the interval. */
    double getOpen();

    /** Highest regular trade price. */
    double getHigh();

    /** Lowest regular trade price. */
    double getLow();

    /** Price of the last regular trade. */
    double getClose();

    /** Total traded quantity, regular and non-regular trades; a correction adjusts the corrected trade's quantity, it adds none. */
    long getVolume();

    /** Sum of price times quantity of the trades in {@code volume}. */
    double getNotional();

    /** Volume-weighted average price of the regular trades only; {@code NaN} when there were none. */
    double getVwap();

    /** Number of trades in the interval. */
    int getTradeCount();

    /** Volume of trades whose aggressor was a buyer; {@code 0} when the venue does not publish the aggressor. */
    long getBuyVolume();

    /** Volume of trades whose aggressor was a seller. */
    long getSellVolume();

    /** {@code false} while the interval is open, {@code true} once it has closed. */
    boolean isComplete();

    /** {@code 0} for the first complete version; increased each time a trade correction changes a completed bar. */
    int getRevision();
}
