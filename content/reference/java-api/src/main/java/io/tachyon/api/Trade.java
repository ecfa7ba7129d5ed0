package io.tachyon.api;

/** A trade print. */
public interface Trade extends MarketDataRecord {
    /** Trade price. */
    double getPrice();

    /** Trade quantity. */
    long getSize();

    /** Venue trade id, when published. */
    String getTradeId();

    /** {@code BUY} or {@code SELL} for the side that took liquidity; {@code null} when unknown. */
    Side getAggressorSide();

    /** {@code false} for out-of-sequence, late, off-book and correction prints. */
    boolean isRegular();

    /** Venue trade condition codes, space separated. */
    String getConditions();
}
