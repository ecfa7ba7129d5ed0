package io.tachyon.tc;

import java.time.Duration;

/** Timers in journal time; each fires {@link TradingConnector#onTimer(long)} with its tag. Scheduling with a tag that is already pending adds another timer. */
public interface Timers {
    /** Fires once after {@code delay}. */
    void schedule(Duration delay, long tag);

    /** Cancels every pending timer of {@code tag}; does nothing if none of that tag is pending. */
    void cancel(long tag);
}
