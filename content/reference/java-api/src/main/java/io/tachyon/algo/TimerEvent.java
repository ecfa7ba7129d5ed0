package io.tachyon.algo;

import java.time.Instant;

/** A timer that fell due. */
public interface TimerEvent {
    /** The tag the timer was scheduled with. */
    String getTag();

    /** When it was due, in journal time. */
    Instant getTime();

    /** Whether it fired after its due time because the instance was paused, its algorithm thread was busy, the server was down (a restart), or a failover: catch up once, do not replay missed work. */
    boolean isLate();
}
