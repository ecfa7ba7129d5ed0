package io.tachyon.risk;

import io.tachyon.api.OrderType;
import io.tachyon.api.RequestType;
import io.tachyon.api.Side;
import io.tachyon.api.TimeInForce;

/** A read-only view of the new order or replace being checked. */
public interface OrderRequest {
    /** NEW or REPLACE: cancels never reach rules. */
    RequestType requestType();

    String orderId();

    String parentOrderId();

    boolean isChild();

    String account();

    String user();

    String symbol();

    Side side();

    /** The quantity; for a replace, the new total. */
    long quantity();

    /** For a replace, the quantity before it; 0 for NEW. */
    long previousQuantity();

    OrderType orderType();

    /** NaN when none. */
    double limitPrice();

    double checkPrice();

    double notional();

    TimeInForce tif();

    String algo();
}
