package io.tachyon.api;

/** A Level 2 book: price levels, best first (index 0). */
public interface DepthUpdate {
    String getSymbol();

    int getLevels();

    double getBidPrice(int level);

    long getBidSize(int level);

    double getAskPrice(int level);

    long getAskSize(int level);
}
