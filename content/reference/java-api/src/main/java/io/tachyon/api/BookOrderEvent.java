package io.tachyon.api;

import java.util.EnumSet;

/** A Level 3 event: one order of the venue's book added, changed or removed. */
public interface BookOrderEvent extends MarketDataRecord {
    /** {@code BID} or {@code ASK}. */
    BookSide getSide();

    /** Order price after the event. */
    double getPrice();

    /**
     * The venue's queue priority of the order at its price: lower is ahead. Usually the venue's
     * entry timestamp or priority sequence, not a position in the queue (the FIX market data
     * gateway sends the 1-based position, MDEntryPositionNo, instead).
     */
    long getPriority();

    /**
     * The Tachyon order this book order is, or {@code null}: set for an order of an account the
     * consumer may see (a Java API client's key's accounts, every account when the key names none;
     * every order of the node for services in the server and the built-in NOR; the algorithm SDK has no level 3).
     */
    OrderId getOwnOrderId();

    /** {@code ADD}, {@code MODIFY}, {@code DELETE}, {@code EXECUTE}, {@code CLEAR}; see below. */
    BookAction getAction();

    /** The venue's id of the order in the book. Not a Tachyon {@code orderId}. */
    String getMarketOrderId();

    /** Displayed quantity remaining after the event; {@code 0} after a full execution or delete. */
    long getSize();

    /** For {@code EXECUTE}: quantity executed in this event. */
    long getExecutedSize();

    /** For {@code EXECUTE}: execution price (may differ from {@code price} for hidden or midpoint matches). */
    double getExecutedPrice();

    /** For {@code EXECUTE}: venue trade id. */
    String getTradeId();

    /** {@code SNAPSHOT} during a rebuild; {@code STALE} on the first event after a stale period. */
    EnumSet<MdFlag> getFlags();
}
