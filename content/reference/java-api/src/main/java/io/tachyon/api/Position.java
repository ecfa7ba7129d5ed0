package io.tachyon.api;

import java.time.Instant;

/** An account's position in one symbol. */
public interface Position {
    /** Account (FIX tag 1). */
    String getAccount();

    /** Tachyon symbol. */
    String getSymbol();

    /** Net position, positive long, negative short: {@code startOfDayQty + boughtQty - soldQty}, plus the day's position adjustments (which have no getter of their own; see position maintenance). */
    long getNetQty();

    /** Average cost of the open position. */
    double getAvgCost();

    /** P&amp;L of closed quantity today, in the instrument's currency. */
    double getRealizedPnl();

    /** Quantities bought and sold since the start of the day. */
    long getBoughtQty();

    /** Quantities bought and sold since the start of the day. */
    long getSoldQty();

    /** Open position marked to the last trade price, or to the mid when the symbol has not traded today. */
    double getUnrealizedPnl();

    /**
     * Journal time of the record or day roll that last changed the position: a fill, a venue's bust
     * or correction, a position adjustment or start-of-day load, or the day roll. A new mark price
     * (unrealised P&L) or a new or ended order (open quantities) leaves it as it was.
     */
    Instant getUpdateTime();

    /** Position at the last day roll, or the quantity a start-of-day load set for the day, which replaces it; see position maintenance. */
    long getStartOfDayQty();

    /** Open quantity of live orders, used for the worst case in MAX_POSITION. */
    long getOpenBuyQty();

    /** Open quantity of live orders, used for the worst case in MAX_POSITION. */
    long getOpenSellQty();

    /** Price used for unrealised P&amp;L: the last trade, or the mid when there is none today. */
    double getMarkPrice();
}
