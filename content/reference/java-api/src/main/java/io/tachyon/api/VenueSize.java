package io.tachyon.api;

/** The quantity one venue shows at a price level of a consolidated ({@code CONS}) book. */
public interface VenueSize {
    /** MIC of the venue. */
    String getVenue();

    /** Displayed quantity at that price on the venue. */
    long getSize();
}
