package io.tachyon.algo;

import java.time.Duration;
import java.time.Instant;

/** Timers in journal time; each fires {@code onTimer} with its tag. Scheduling with a tag that is already pending adds another timer: tags need not be unique. */
public interface Timers {
    /** Fire once after {@code delay}. */
    void schedule(Duration delay, String tag);

    /** Fire once at {@code time}; a time in the past fires at once. */
    void scheduleAt(Instant time, String tag);

    /** Cancels every pending timer of {@code tag}, a repeating timer that has fired before included; a tag with none pending is no error. */
    void cancel(String tag);

    /** Fire every {@code period}, first after one period, until cancelled by its tag. */
    void scheduleRepeating(Duration period, String tag);
}
