package io.tachyon.api;

/** How a subscription is delivered: a topic (the latest state, conflated) or a stream (every event). */
public interface SubscriptionOptions {
    /** Every event, in order, never conflated; limited by {@code marketData.streams.max}. */
    static SubscriptionOptions stream() {
        throw new Unimplemented();
    }

    /** The default: the latest state of the book, conflated when the consumer falls behind. */
    static SubscriptionOptions topic() {
        throw new Unimplemented();
    }
}
