package io.tachyon.algo;

import java.time.Instant;

/** Journal time: the time of the event being processed, equal in live, replay and backtest. */
public interface AlgoClock {
    Instant now();

    long nanos();
}
