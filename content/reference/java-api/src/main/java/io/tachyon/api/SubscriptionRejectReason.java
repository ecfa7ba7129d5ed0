package io.tachyon.api;

/**
 * Why the server refused a market data subscription, given to
 * {@link MarketDataListener#onSubscriptionRejected(String, Level, SubscriptionRejectReason, String)}.
 * The server logs the same refusal as {@code [md] subscribe rejected: ...}; the FIX market data
 * gateway answers it with a MarketDataRequestReject (35=Y) and MDReqRejReason (281).
 */
public enum SubscriptionRejectReason {
    /** No instrument of that symbol on the venue asked for (FIX 281=0). */
    UNKNOWN_SYMBOL,

    /**
     * Level 3 asked for on a venue that has none: its feed publishes no individual orders, or
     * {@code marketData.level3} is {@code false} (FIX 281=5, UnsupportedMarketDepth).
     */
    LEVEL_NOT_SUPPORTED
}
