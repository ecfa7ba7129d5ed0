package io.tachyon.api;

/** Flags of a market data record (the Level 1 page, "Flags"). */
public enum MdFlag {
    /** The record follows a recovery or a new subscription; replace any cached state. */
    SNAPSHOT,

    /** One or more updates were merged into this record. */
    CONFLATED,

    /**
     * No update for {@code marketData.staleTimeout} in the {@code CONTINUOUS} phase (or
     * {@code UNKNOWN}, no phase from the venue); values are the last known ones. Level 3,
     * which delivers nothing while a book is stale, sets it on the first event after the stale period.
     */
    STALE,

    /** Prices are indicative (auction or pre-open indications), not firm. */
    INDICATIVE,

    /** Bid is at or above the offer; common in consolidated views during fast markets. */
    CROSSED,

    /** Only one side of the book is present. */
    ONE_SIDED
}
