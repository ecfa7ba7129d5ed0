package io.tachyon.api;

import java.time.Instant;

/** A Level 1 record: best bid and offer of one symbol on one venue or consolidated. */
public interface Quote {
    String getSymbol();

    String getVenue();

    double getBidPrice();

    long getBidSize();

    double getAskPrice();

    long getAskSize();

    Instant getTime();

    boolean hasFlag(MdFlag flag);
}
