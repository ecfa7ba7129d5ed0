package io.tachyon.api;

import java.time.Instant;

/** A change of an instrument's trading status on a venue, delivered to {@code MarketDataListener.onTradingStatus}. */
public interface TradingStatusEvent {
    /** Tachyon symbol. */
    String getSymbol();

    /** MIC. */
    String getVenue();

    /** New coarse status: {@code OPEN}, {@code AUCTION}, {@code HALTED} or {@code CLOSED}. */
    TradingStatus getStatus();

    /** New detailed phase. */
    TradingPhase getPhase();

    /** Phase before this event. */
    TradingPhase getPreviousPhase();

    /** For {@code HALTED}: {@code REGULATORY}, {@code NEWS_PENDING}, {@code VOLATILITY} (for example a LULD pause), {@code ORDER_IMBALANCE}, {@code TECHNICAL}, {@code OTHER}. */
    HaltReason getHaltReason();

    /** Venue session identifier, for example {@code REGULAR} or {@code EXTENDED}. */
    String getTradingSessionId();

    /** Venue's announced resume time; {@code null} when none. */
    Instant getExpectedResumeTime();

    /** Venue time of the phase change. */
    Instant getExchangeTime();

    /** Tachyon receive time. */
    Instant getReceiveTime();
}
