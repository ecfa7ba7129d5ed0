package io.tachyon.tc;

/** Why the server stops a connector. */
public enum StopReason {
    /** The end of the session's {@code schedule}. */
    SCHEDULE_END,

    /** {@code connector disable} by an operator. */
    DISABLED,

    /** {@code connector reconnect}: a start follows. */
    RECONNECT,

    /** The server shuts down or fails over. */
    SHUTDOWN
}
