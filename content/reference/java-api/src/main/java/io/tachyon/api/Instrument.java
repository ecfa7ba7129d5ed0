package io.tachyon.api;

import java.math.RoundingMode;
import java.time.ZoneId;

/** Reference data of one instrument. */
public interface Instrument {
    /** The symbol as used in orders and market data. */
    String getSymbol();

    /** The trading currency, an ISO 4217 code ({@code USD}); prices and P&amp;L of the instrument are in it. */
    String getCurrency();

    /** The minimum price increment. */
    double getTickSize();

    /** The round lot: a new order's quantity is a multiple of it (an algorithm's child that completes its parent may be an odd lot). */
    long getLotSize();

    /** The time zone of the primary venue; algorithm times such as {@code StartTime} are read in it. */
    ZoneId getTimeZone();

    /** The MIC of the instrument's primary listing. */
    String getPrimaryVenue();

    /** A price on the instrument's tick grid. */
    double roundToTick(double price, RoundingMode mode);
}
