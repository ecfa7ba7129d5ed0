package io.tachyon.risk;

import io.tachyon.api.Log;

/** What a rule may consult: positions, prices, reference data, journal time, logging. */
public interface RiskContext {
    PositionView positions();

    PriceView prices();

    InstrumentView instruments();

    /** Journal time in ns since the epoch. */
    long now();

    /** Whether the journal is being replayed at start. */
    boolean isReplay();

    Log log();
}
