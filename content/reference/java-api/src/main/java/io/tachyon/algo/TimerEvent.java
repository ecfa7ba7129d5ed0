package io.tachyon.algo;

import java.time.Instant;

/** A timer that fell due. */
public interface TimerEvent {
    /** The tag the timer was scheduled with. */
    String getTag();

    /** When it was due, in journal time. */
    Instant getTime();
}
