package io.tachyon.api;

/** A market data subscription; closing it unsubscribes. */
public interface Subscription extends AutoCloseable {
    @Override
    void close();
}
