package io.tachyon.api;

/** How a subscription is delivered: a topic (the latest state, conflated) or a stream (every event). */
public interface SubscriptionOptions {
    /**
     * Every event, in order, never conflated; limited by {@code marketData.streams.max}. In the server
     * process only: a Java API client reads topics, and its {@code subscribe} refuses a stream with
     * {@code IllegalArgumentException}.
     */
    static SubscriptionOptions stream() {
        throw new Unimplemented();
    }

    /** The default: the latest state of the book, conflated when the consumer falls behind. */
    static SubscriptionOptions topic() {
        throw new Unimplemented();
    }

    /**
     * These options with fewer levels per side for a level 2 subscription, 1 to {@code marketData.depth}
     * (the default, and the most a subscription may ask for); ignored for other levels.
     */
    default SubscriptionOptions depth(int levels) {
        throw new Unimplemented();
    }
}
