package io.tachyon.tc;

/** Journal time, deterministic in replay: use it, never the wall clock. */
public interface Clock {
    /** Journal time in nanoseconds since the epoch. */
    long nanos();
}
