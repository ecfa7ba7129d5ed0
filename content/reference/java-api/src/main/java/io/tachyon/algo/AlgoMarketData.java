package io.tachyon.algo;

import io.tachyon.api.Level;
import io.tachyon.api.Quote;

/** The algorithm's market data: subscriptions beyond the parent's symbol, and last values. */
public interface AlgoMarketData {
    /** Follows a symbol at a level ({@code L1} or {@code L2}: {@code L3} throws {@code IllegalArgumentException}, as an algorithm receives no level 3), or raises the level of one already followed (at {@code L2} the symbol's {@code QUOTE} and {@code TRADE} events go on, beside its {@code DEPTH} events); its events reach {@code onMarketData}, the first its current book flagged {@code SNAPSHOT} (after {@code onStart} returns, for a symbol followed in {@code onInit} or {@code onStart}). */
    void subscribe(String symbol, Level level);

    /** Stops delivery of a symbol followed with {@link #subscribe}; the parent's own symbol stays followed at level 1. */
    void unsubscribe(String symbol);

    /**
     * The quote of the last market data event delivered to this instance for a followed symbol (the one replay feeds it again), never a newer book it has not been given; {@code null} before the first, so always in {@code onInit} and {@code onStart}.
     * Replay restores only the getters that {@link MarketDataEvent} also has (prices, sizes, flags, trading status, cumulative volume); a decision taken on another getter, such as {@code getReceiveTime()} or {@code getBidVenue()}, can differ on replay. For the age of the data, keep {@link MarketDataEvent#getTimestamp()} of the last event.
     */
    Quote lastQuote(String symbol);
}
