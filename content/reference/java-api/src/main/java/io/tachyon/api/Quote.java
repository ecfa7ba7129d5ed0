package io.tachyon.api;

import java.time.Instant;
import java.util.EnumSet;

/** A Level 1 record: best bid and offer of one symbol on one venue or consolidated. */
public interface Quote extends MarketDataRecord {
    /** Best bid price. */
    double getBidPrice();

    /** Total quantity at the best bid. */
    long getBidSize();

    /** Best offer price. */
    double getAskPrice();

    /** Total quantity at the best offer. */
    long getAskSize();

    /** Whether {@link #getFlags()} holds {@code flag}. */
    boolean hasFlag(MdFlag flag);

    /** Record flags, see flags. */
    EnumSet<MdFlag> getFlags();

    /** Current trading status on the venue. */
    TradingStatus getTradingStatus();

    /** Number of orders at the best bid; {@code 0} when the venue does not publish it. */
    int getBidOrders();

    /** Number of orders at the best offer; {@code 0} when not published. */
    int getAskOrders();

    /** For {@code CONS} only: MIC of the venue holding the best bid. */
    String getBidVenue();

    /** For {@code CONS} only: MIC of the venue holding the best offer. */
    String getAskVenue();

    /** Price of the last regular trade. */
    double getLastPrice();

    /** Quantity of the last regular trade. */
    long getLastSize();

    /** Venue time of the last trade. */
    Instant getLastTradeTime();

    /** Opening price of the current session. */
    double getOpenPrice();

    /** Session high of regular trades. */
    double getHighPrice();

    /** Session low of regular trades. */
    double getLowPrice();

    /** Previous session's official close. */
    double getClosePrice();

    /** Previous settlement price, futures and options only. */
    double getSettlementPrice();

    /** Volume-weighted average price of the session's regular trades. */
    double getVwap();

    /** Cumulative traded quantity this session. */
    long getCumVolume();

    /** Open interest, futures and options only; {@code 0} otherwise. */
    long getOpenInterest();
}
