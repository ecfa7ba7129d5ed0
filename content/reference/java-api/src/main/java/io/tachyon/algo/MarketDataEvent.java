package io.tachyon.algo;

import io.tachyon.api.DepthView;
import io.tachyon.api.MdFlag;
import io.tachyon.api.TradingStatus;
import java.time.Instant;

/** Market data of a symbol the algorithm follows: a quote, a trade, depth or a status change. */
public interface MarketDataEvent {
    enum Type { QUOTE, TRADE, DEPTH, STATUS }

    /** {@code QUOTE}, {@code TRADE}, {@code DEPTH} or {@code STATUS}. */
    Type getType();

    /** Symbol of the update. */
    String getSymbol();

    /** Best bid after the update; {@code Double.NaN} when there is none (a one-sided book, {@code ONE_SIDED}). */
    double getBidPrice();

    /** Best bid after the update. */
    long getBidSize();

    /** Best offer after the update; {@code Double.NaN} when there is none (a one-sided book, {@code ONE_SIDED}). */
    double getAskPrice();

    /** Best offer after the update. */
    long getAskSize();

    /** For {@code TRADE}: the print. */
    double getTradePrice();

    /** For {@code TRADE}: the print. */
    long getTradeSize();

    /**
     * For {@code TRADE}: {@code false} for out-of-sequence, late, off-book and correction prints, as
     * {@code Trade.isRegular()}; the built-in {@code POV} and {@code MaxPOV} count only regular
     * prints, and a custom participation cap should too. {@code true} for the other types.
     */
    boolean isRegular();

    /** Whether the update carries this flag: {@code SNAPSHOT}, {@code CONFLATED}, {@code STALE}, {@code INDICATIVE}, {@code CROSSED} or {@code ONE_SIDED}. */
    boolean hasFlag(MdFlag flag);

    /** Day volume of the symbol, all venues. */
    long getCumVolume();

    /** For {@code DEPTH}: price levels, see level 2 data. */
    DepthView getDepth();

    /** For {@code STATUS}: {@code OPEN}, {@code HALTED}, {@code AUCTION}, {@code CLOSED}. */
    TradingStatus getTradingStatus();

    /** Exchange timestamp: the data model's {@code exchangeTime}, {@code Instant.EPOCH} when the venue sends none. */
    Instant getVenueTime();

    /** Journal time the container received it: the data model's {@code journalTime}. */
    Instant getTimestamp();
}
