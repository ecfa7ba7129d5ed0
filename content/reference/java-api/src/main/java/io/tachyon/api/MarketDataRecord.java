package io.tachyon.api;

import java.time.Instant;

/** What every market data record carries: its instrument, venue, sequence numbers and times. */
public interface MarketDataRecord {
    /** Tachyon symbol. */
    String getSymbol();

    /** MIC of the source market, or {@code CONS} for a consolidated record (never on Level 3). */
    String getVenue();

    /** Tachyon numeric instrument id. */
    int getInstrumentId();

    /**
     * Tachyon's update counter per instrument and venue ({@code CONS} has its own), shared by every
     * level: it also jumps over updates of other levels, so a conflated record is told by
     * {@link MdFlag#CONFLATED}, not by a jump.
     */
    long getSeq();

    /** Venue feed sequence number of the last message applied; {@code 0} when none. */
    long getFeedSeq();

    /** Venue timestamp of the event; {@code Instant.EPOCH} when the venue sends none. */
    Instant getExchangeTime();

    /** Time Tachyon read the packet from the network, or, with hardware timestamps (Onload on a Solarflare NIC), the time the NIC received it. */
    Instant getReceiveTime();
}
