package io.tachyon.risk;

/**
 * Positions and open quantities, for rules. The P&L getters sum an account's positions in the
 * reporting currency; a custom daily-loss rule reads {@link #dailyPnl(String)}, the number
 * {@code MAX_DAILY_LOSS} (RSK-2005) checks, never {@link #unrealizedPnl(String)}.
 */
public interface PositionView {
    long netQty(String account, String symbol);

    long openBuyQty(String account, String symbol);

    long openSellQty(String account, String symbol);

    /** Today's P&L of the account's closed quantity, the sum of its positions' {@code realizedPnl}; gross of commission and fees. */
    double realizedPnl(String account);

    /**
     * The account's open quantity at the mark measured from each position's {@code avgCost}, the
     * sum of its positions' {@code unrealizedPnl}, {@code (markPrice - avgCost) × netQty}; gross of
     * commission and fees. {@code avgCost} is kept across the day roll, so this includes what a
     * carried position gained or lost before today: it is not what RSK-2005 reads.
     */
    double unrealizedPnl(String account);

    /**
     * The unrealised part of RSK-2005's loss: the carried quantity measured from the day roll's
     * mark, the day's fills from their fill prices (a position a start-of-day load created where
     * none was carried, from its symbol's mark at the load), all at the current mark.
     */
    double dailyUnrealizedPnl(String account);

    /**
     * The number RSK-2005 checks: realised plus unrealised P&L since the day roll
     * ({@link #dailyUnrealizedPnl(String)}), net of commission and fees; the account is over
     * {@code maxDailyLoss} when this is below minus the limit.
     */
    double dailyPnl(String account);
}
