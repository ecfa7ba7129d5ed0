package io.tachyon.algo;

import java.time.Duration;
import java.time.Instant;

/** Timers in journal time; each fires {@code onTimer} with its tag. */
public interface Timers {
    /** Fire once after {@code delay}. */
    void schedule(Duration delay, String tag);

    /** Fire once at {@code time}; a time in the past fires at once. */
    void scheduleAt(Instant time, String tag);

    /** Cancel; returns false if it already fired. */
    void cancel(String tag);

    /** Fire every {@code period}, first after one period. */
    String scheduleRepeating(Duration period, String tag);
}
