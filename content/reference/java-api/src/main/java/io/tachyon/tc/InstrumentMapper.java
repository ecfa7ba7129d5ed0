package io.tachyon.tc;

/** The venue's view of Tachyon instruments. */
public interface InstrumentMapper {
    /** The venue's symbol of a Tachyon symbol. */
    String venueSymbol(String symbol);

    /** The tick size at the venue. */
    double tickSize(String symbol);

    /** The lot size at the venue. */
    long lotSize(String symbol);
}
