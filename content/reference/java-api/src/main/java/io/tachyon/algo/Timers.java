package io.tachyon.algo;

import java.time.Duration;
import java.time.Instant;

/** Timers in journal time; each fires {@code onTimer} with its tag. */
public interface Timers {
    /** Fire once after {@code delay}. */
    void schedule(Duration delay, String tag);

    /** Fire once at {@code time}; a time in the past fires at once. */
    void scheduleAt(Instant time, String tag);

    /** Cancel the timer scheduled with {@code tag}; returns false if it already fired (or no timer has that tag). */
    boolean cancel(String tag);

    /** Fire every {@code period}, first after one period, until cancelled by its tag. */
    void scheduleRepeating(Duration period, String tag);
}
