package io.tachyon.api;

/**
 * A read-only Level 2 book: the price levels of each side, read by index, best price first
 * ({@code getBidPrice(0)} is the best bid). Levels beyond the last populated one have size
 * {@code 0} and price {@code NaN}. The object is reused: it is valid only inside the callback that
 * received it.
 */
public interface DepthView {
    /** Tachyon symbol. */
    String getSymbol();

    /** Number of levels per side in this subscription, at most {@code marketData.depth}; indexes run from 0 to this minus 1. */
    int getLevels();

    /** Price of bid level {@code i}. */
    double getBidPrice(int i);

    /** Price of ask level {@code i}. */
    double getAskPrice(int i);

    /** Total displayed quantity at bid level {@code i}. */
    long getBidSize(int i);

    /** Total displayed quantity at ask level {@code i}. */
    long getAskSize(int i);

    /** Number of orders at bid level {@code i}; {@code 0} when the venue does not publish it. */
    int getBidOrders(int i);

    /** Number of orders at ask level {@code i}; {@code 0} when the venue does not publish it. */
    int getAskOrders(int i);

    /** Implied quantity at bid level {@code i} (futures spreads), {@code 0} otherwise. */
    long getBidImpliedSize(int i);

    /** Implied quantity at ask level {@code i} (futures spreads), {@code 0} otherwise. */
    long getAskImpliedSize(int i);

    /** For {@code CONS} only: size per MIC at bid level {@code i}. */
    VenueSize[] getBidVenues(int i);

    /** For {@code CONS} only: size per MIC at ask level {@code i}. */
    VenueSize[] getAskVenues(int i);

    /** Populated levels on the bid side. */
    int getBidCount();

    /** Populated levels on the ask side. */
    int getAskCount();
}
