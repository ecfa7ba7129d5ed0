package io.tachyon.algo;

import java.time.Duration;
import java.time.Instant;

/** Timers in journal time; each fires {@code onTimer} with its tag. */
public interface Timers {
    void schedule(Duration delay, String tag);

    void scheduleAt(Instant time, String tag);

    void cancel(String tag);
}
