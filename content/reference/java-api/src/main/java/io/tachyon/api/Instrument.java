package io.tachyon.api;

import java.math.RoundingMode;
import java.time.ZoneId;

/** Reference data of one instrument. */
public interface Instrument {
    /** The symbol as used in orders and market data. */
    String getSymbol();

    /**
     * The trading currency, an ISO 4217 code ({@code USD}), or {@code GBX} for an instrument quoted
     * in pence (VOD.L), which ISO 4217 has no code for; prices and P&amp;L of the instrument are in it.
     */
    String getCurrency();

    /** The minimum price increment. */
    double getTickSize();

    /** The round lot: a new order's quantity is a multiple of it (an algorithm's child that completes its parent may be an odd lot). */
    long getLotSize();

    /**
     * The contract multiplier: what one unit of quantity at a price of 1 is worth, in the
     * instrument's currency. 1 for shares; 50 for an E-mini S&P 500 future (ESZ5); 0.01 for a bond,
     * whose quantity is its face amount and whose price is in percent of face. Notional, for
     * {@code maxOrderNotional} and {@code creditLimit}, is quantity x price x multiplier.
     */
    double getMultiplier();

    /** The time zone of the primary venue; algorithm times such as {@code StartTime} are read in it. */
    ZoneId getTimeZone();

    /** The MIC of the instrument's primary listing. */
    String getPrimaryVenue();

    /** A price on the instrument's tick grid. */
    double roundToTick(double price, RoundingMode mode);
}
