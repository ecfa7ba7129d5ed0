package io.tachyon.api;

/** Positions: {@code client.positions()}. */
public interface PositionService {
    Position get(String account, String symbol);

    Subscription subscribe(String account, PositionListener listener);
}
