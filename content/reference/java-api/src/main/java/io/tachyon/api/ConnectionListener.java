package io.tachyon.api;

/** The client's connection to Tachyon: lost, and back (missed order events follow). */
public interface ConnectionListener {
    /**
     * The connection to Tachyon was lost; the client reconnects by itself. The cause is a
     * {@link SlowConsumerException} when the client closed the connection because its event queue
     * was full, otherwise the I/O error or the server's reason.
     */
    default void onDisconnected(Throwable cause) {
    }

    /** The connection is back; the order events missed meanwhile follow, marked {@link OrderEvent#isReplayed()}. */
    default void onReconnected() {
    }
}
