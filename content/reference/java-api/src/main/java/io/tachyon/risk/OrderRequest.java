package io.tachyon.risk;

import io.tachyon.api.OrderType;
import io.tachyon.api.RequestType;
import io.tachyon.api.Side;
import io.tachyon.api.TimeInForce;

/** A read-only view of the new order or replace being checked. */
public interface OrderRequest {
    /** NEW or REPLACE: cancels never reach rules. */
    RequestType requestType();

    /** Tachyon {@code orderId}, assigned before the check. */
    String orderId();

    /** Parent for algorithm child orders and legs, else {@code null}. */
    String parentOrderId();

    /** {@code true} for orders sent by an algorithm. */
    boolean isChild();

    /** Account and entering user (for a child, the parent's). */
    String account();

    /** Account and entering user (for a child, the parent's). */
    String user();

    /** Tachyon symbol. */
    String symbol();

    /** {@code BUY}, {@code SELL} or {@code SELL_SHORT}. */
    Side side();

    /** The quantity; for a replace, the new total. */
    long quantity();

    /** For a replace, the quantity before it; 0 for NEW. */
    long previousQuantity();

    /** {@code MARKET}, {@code LIMIT}, {@code STOP}, {@code STOP_LIMIT} or {@code PEGGED}. */
    OrderType orderType();

    /** NaN when none. */
    double limitPrice();

    /** Price the engine uses for notional: the limit price, or the far touch for orders without one; {@code NaN} when neither exists. */
    double checkPrice();

    /**
     * {@code quantity() × checkPrice()} times the instrument's contract multiplier
     * ({@link InstrumentView#multiplier}: 1 for shares, 0.01 for a bond priced in percent of face), in
     * the reporting currency: what {@code MAX_ORDER_NOTIONAL} (RSK-2002) compares.
     */
    double notional();

    /** Time in force. */
    TimeInForce tif();

    /** For an algorithm's child order, the algorithm of its parent, else {@code null}: rules never see an algorithmic parent. */
    String algo();
}
