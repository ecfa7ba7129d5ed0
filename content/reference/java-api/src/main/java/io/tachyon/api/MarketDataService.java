package io.tachyon.api;

/** Market data: {@code client.marketData()}, or a custom service's {@code ctx.marketData()}. */
public interface MarketDataService {
    /** Subscribes {@code listener} to {@code symbol} at {@code level}, with the default options. */
    Subscription subscribe(String symbol, Level level, MarketDataListener listener);

    /** @throws IllegalStateException when a stream is asked for and {@code marketData.streams.max} exist */
    Subscription subscribe(String symbol, Level level, MarketDataListener listener, SubscriptionOptions options);
}
