package io.tachyon.api;

import java.util.List;
import java.util.function.Consumer;

/** Market data: {@code client.marketData()}, or a custom service's {@code ctx.marketData()}. */
public interface MarketDataService {
    /** The last {@code count} completed bars of {@code symbol} on {@code venue}, oldest first. */
    List<Bar> bars(String symbol, String venue, BarInterval interval, int count);

    /**
     * Bars of {@code symbol} on {@code venue} as they are built: completed bars only, or with
     * {@code partial} each update of the bar in progress too.
     */
    Subscription subscribeBars(String symbol, String venue, BarInterval interval, boolean partial, Consumer<Bar> listener);

    /**
     * Subscribes {@code listener} to {@code symbol} at {@code level}, with the default options: the
     * consolidated view ({@code CONS}) on level 1 and 2; on level 3, which has no consolidated view,
     * the instrument's primary venue (name the venue to be explicit). A subscription the server
     * refuses (an unknown symbol, level 3 where the venue has none) is returned all the same and
     * reported to {@link MarketDataListener#onSubscriptionRejected(String, Level, SubscriptionRejectReason, String)}.
     */
    Subscription subscribe(String symbol, Level level, MarketDataListener listener);

    /** Subscribes {@code listener} to {@code symbol} on one venue (its MIC) at {@code level}, with the default options. */
    Subscription subscribe(String symbol, String venue, Level level, MarketDataListener listener);

    /**
     * @throws IllegalStateException when a stream is asked for and {@code marketData.streams.max} exist
     * @throws IllegalArgumentException when a Java API client (not in the server process) asks for a stream
     */
    Subscription subscribe(String symbol, Level level, MarketDataListener listener, SubscriptionOptions options);

    /**
     * Subscribes {@code listener} to {@code symbol} on one venue (its MIC) at {@code level}, with
     * {@code options}: a venue's level 2 book at a chosen depth, for example.
     * @throws IllegalStateException when a stream is asked for and {@code marketData.streams.max} exist
     * @throws IllegalArgumentException when a Java API client (not in the server process) asks for a stream
     */
    Subscription subscribe(String symbol, String venue, Level level, MarketDataListener listener, SubscriptionOptions options);
}
