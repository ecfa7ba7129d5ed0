package io.tachyon.risk;

/** Positions and open quantities, for rules. */
public interface PositionView {
    long netQty(String account, String symbol);

    long openBuyQty(String account, String symbol);

    long openSellQty(String account, String symbol);

    double realizedPnl(String account);

    double unrealizedPnl(String account);
}
