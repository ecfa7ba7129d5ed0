package io.tachyon.api;

/** Reference data: {@code client.referenceData()}. */
public interface ReferenceDataService {
    /** @throws IllegalArgumentException for a symbol Tachyon does not know */
    Instrument instrument(String symbol);
}
