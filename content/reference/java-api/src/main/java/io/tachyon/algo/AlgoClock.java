package io.tachyon.algo;

import java.time.Instant;

/** Journal time: the time of the event being processed, equal in live, replay and backtest. */
public interface AlgoClock {
    /** Journal time of the event being processed. */
    Instant now();

    /** The same time as nanoseconds since the epoch: a {@code long}, which allocates nothing on the hot path. */
    long nanos();
}
