package io.tachyon.api;

/** Market data of a subscription; implement the callbacks of the level subscribed. */
public interface MarketDataListener {
    /** A Level 1 record: the full current top of book, never a delta. */
    default void onQuote(Quote quote) {
    }

    /** One trade print; never conflated. */
    default void onTrade(Trade trade) {
    }

    /** A Level 2 update; the object is valid only inside this call. */
    default void onDepth(DepthUpdate depth) {
    }

    /** A Level 3 event: one order of the venue book added, changed, executed or removed. */
    default void onBookOrder(BookOrderEvent event) {
    }

    /** The trading status of a subscribed instrument changed on a venue (open, auction, halted, closed). */
    default void onTradingStatus(TradingStatusEvent event) {
    }

    /** A connector's session state changed; data of its venue may be stale until it is {@code ACTIVE}. */
    default void onConnectorStatus(ConnectorStatusEvent event) {
    }

    /**
     * No update for {@code marketData.staleTimeout} while the instrument is in a phase that should
     * produce updates ({@code CONTINUOUS}, or {@code UNKNOWN}); an instrument without a continuous
     * feed (quoted only by RFQ) never goes stale.
     */
    default void onStale(String symbol) {
    }

    /** This consumer, subscribed on a topic, fell so far behind on a Level 3 book that its queue (8,192 events) filled: a snapshot sequence follows (a stream is never resynchronised: tx-md waits for it). A gap in the venue's feed sends the snapshot sequence without this call. */
    default void onResync(String symbol) {
    }

    /**
     * The server refused this subscription of {@code symbol} at {@code level}, for {@code reason};
     * {@code text} is the server's message ({@code level L3 not available for VOD.L from connector
     * lse-md (offers L1, L2)}). Nothing more arrives on the subscription; closing it does nothing.
     */
    default void onSubscriptionRejected(String symbol, Level level, SubscriptionRejectReason reason, String text) {
    }
}
