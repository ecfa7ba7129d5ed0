package io.tachyon.algo;

import io.tachyon.api.MdFlag;

/** Market data of a symbol the algorithm follows: a quote, a trade, depth or a status change. */
public interface MarketDataEvent {
    enum Type { QUOTE, TRADE, DEPTH, STATUS }

    Type getType();

    String getSymbol();

    double getBidPrice();

    long getBidSize();

    double getAskPrice();

    long getAskSize();

    double getTradePrice();

    long getTradeSize();

    boolean hasFlag(MdFlag flag);
}
