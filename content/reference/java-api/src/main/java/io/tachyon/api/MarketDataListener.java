package io.tachyon.api;

/** Market data of a subscription; implement the callbacks of the level subscribed. */
public interface MarketDataListener {
    default void onQuote(Quote quote) {
    }

    default void onTrade(Trade trade) {
    }

    default void onDepth(DepthUpdate depth) {
    }

    default void onBookOrder(BookOrderEvent event) {
    }

    /** No update for {@code marketData.staleTimeout}. */
    default void onStale(String symbol) {
    }

    /** A gap in a Level 3 feed: a snapshot sequence follows. */
    default void onResync(String symbol) {
    }
}
