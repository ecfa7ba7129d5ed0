package io.tachyon.tc;

import java.time.Duration;

/** Timers in journal time; each fires {@link TradingConnector#onTimer(long)} with its tag. */
public interface Timers {
    /** Fires once after {@code delay}. */
    void schedule(Duration delay, long tag);

    /** Cancels the timers of {@code tag}. */
    void cancel(long tag);
}
