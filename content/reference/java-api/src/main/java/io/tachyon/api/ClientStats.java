package io.tachyon.api;

import java.time.Duration;

/** A snapshot of a client's own counters, from {@link TachyonClient#stats()}; a new call gives a new snapshot. */
public interface ClientStats {
    /** Events received from the server since the client was created. */
    long getEventsReceived();

    /** Events waiting for the listeners now; it grows when a listener is slower than the server. */
    int getEventQueueDepth();

    /** The largest queue depth seen since the client was created (at most {@code ClientConfig.Builder.eventQueueCapacity}). */
    int getEventQueueHighWater();

    /** Reconnections since the client was created. */
    long getReconnects();

    /** Round trip of the last heartbeat; {@link Duration#ZERO} before the first. */
    Duration getLastHeartbeatRtt();
}
