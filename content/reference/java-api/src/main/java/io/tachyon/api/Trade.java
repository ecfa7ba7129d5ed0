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

    /**
     * {@code true} for a venue's correction or cancellation of an earlier print (whose {@code tradeId}
     * it carries, when the venue publishes one): not a new trade, so leave it out of the traded
     * volume you add up (a participation count takes only prints whose {@link #isRegular()} is
     * {@code true}).
     */
    boolean isCorrection();

    /** Venue trade condition codes, space separated. */
    String getConditions();
}
