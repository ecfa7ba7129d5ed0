package io.tachyon.api;

/** Position updates of a subscribed account. */
public interface PositionListener {
    void onPosition(Position update);
}
