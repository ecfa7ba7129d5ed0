package io.tachyon.tc;

/** A venue connector; the server calls every method on the connector's own thread. */
public interface TradingConnector {
    /** Once, before {@code init}: the order types, times in force and features it supports. */
    ConnectorCapabilities capabilities();

    /** Once, after the journal has been replayed: keep {@code ctx}, restore state from {@code ctx.store()}. */
    void init(ConnectorContext ctx);

    /** When the session should start (at start-up and per {@code schedule}): open channels and return at once. */
    void start();

    /** Continuously, in the thread's duty cycle: handle what has arrived; returns the amount of work done. */
    int poll();

    /** An order passed risk and is routed here: encode and write it. */
    void onNewOrder(NewOrderCommand cmd);

    /** A cancel of one of its orders: encode and write it. */
    void onCancel(CancelCommand cmd);

    /** A replace of one of its orders: encode and write it. */
    void onReplace(ReplaceCommand cmd);

    /** A timer from {@code ctx.timers()} fired: send heartbeats, time out requests. */
    void onTimer(long tag);

    /** At schedule end, on {@code connector disable} or {@code reconnect}, at shutdown, and when the node gives up the active role (a switchover, fencing): log out and close channels. */
    void stop(StopReason reason);
}
