package io.tachyon.api;

/** The client's connection to Tachyon: lost, and back (missed order events follow). */
public interface ConnectionListener {
    default void onDisconnected(Throwable cause) {
    }

    default void onReconnected() {
    }
}
