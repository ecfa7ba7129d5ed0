package io.tachyon.api;

import java.math.RoundingMode;
import java.time.ZoneId;

/** Reference data of one instrument. */
public interface Instrument {
    String getSymbol();

    double getTickSize();

    long getLotSize();

    ZoneId getTimeZone();

    /** The MIC of the instrument's primary listing. */
    String getPrimaryVenue();

    /** A price on the instrument's tick grid. */
    double roundToTick(double price, RoundingMode mode);
}
