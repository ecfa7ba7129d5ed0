package io.tachyon.risk;

import io.tachyon.api.Log;

/** What a rule may consult: positions, prices, reference data, journal time, logging. */
public interface RiskContext {
    /** {@code netQty(account, symbol)}, {@code openBuyQty(...)}, {@code openSellQty(...)}, {@code realizedPnl(account)}, {@code unrealizedPnl(account)}, {@code dailyUnrealizedPnl(account)}, {@code dailyPnl(account)}. */
    PositionView positions();

    /** {@code last(symbol)}, {@code mid(symbol)}, {@code bid(symbol)}, {@code ask(symbol)}, {@code isStale(symbol)}. */
    PriceView prices();

    /** {@code lotSize(symbol)}, {@code currency(symbol)}, {@code multiplier(symbol)} (the contract multiplier), {@code attribute(symbol, key)} and {@code doubleAttribute(symbol, key)} ({@code NaN} when absent) for reference-data attributes such as {@code sector} or {@code adv20}. */
    InstrumentView instruments();

    /** Journal time in ns since the epoch. */
    long now();

    /** Whether the journal is being replayed at start. */
    boolean isReplay();

    /** Logging to {@code server.log}, rate-limited per rule. */
    Log log();
}
