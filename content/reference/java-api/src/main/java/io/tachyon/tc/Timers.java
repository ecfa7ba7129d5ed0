package io.tachyon.tc;

import java.time.Duration;

/** Timers in journal time; each fires {@link TradingConnector#onTimer(long)} with its tag. Scheduling with a tag that is already pending adds another timer. */
public interface Timers {
    /** Fires once after {@code delay}. */
    void schedule(Duration delay, long tag);

    /** Cancels every pending timer of {@code tag}; true if it cancelled at least one, false if none of that tag was pending. */
    boolean cancel(long tag);
}
