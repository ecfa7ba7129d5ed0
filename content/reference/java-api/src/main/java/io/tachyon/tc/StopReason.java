package io.tachyon.tc;

/** Why the server stops a connector. */
public enum StopReason {
    /** The end of the session's {@code schedule}. */
    SCHEDULE_END,

    /** {@code connector disable} (or {@code connector logout}, its other name) by an operator. */
    DISABLED,

    /** {@code connector reconnect}: a start follows. */
    RECONNECT,

    /** The server stops, or its node gives up the active role (a switchover, fencing): its venue session ends. */
    SHUTDOWN
}
