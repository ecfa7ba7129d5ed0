package io.tachyon.api;

/** An account's position in one symbol. */
public interface Position {
    String getAccount();

    String getSymbol();

    long getNetQty();

    double getAvgCost();

    double getRealizedPnl();
}
