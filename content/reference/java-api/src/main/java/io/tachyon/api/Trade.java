package io.tachyon.api;

import java.time.Instant;

/** A trade print. */
public interface Trade {
    String getSymbol();

    String getVenue();

    double getPrice();

    long getSize();

    Instant getTime();
}
