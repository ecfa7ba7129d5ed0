package io.tachyon.tc;

import io.tachyon.api.OrderType;
import io.tachyon.api.Side;
import io.tachyon.api.TimeInForce;

/** An order that passed risk and is routed to this connector. */
public interface NewOrderCommand {
    /** The Tachyon order id, for the reports; never sent to the venue. */
    long orderId();

    /**
     * Tachyon's ClOrdID for the venue, {@code TCY-} and 12 hex digits: the order's identifier at the
     * venue, which the venue's answers quote ({@link ConnectorOrders#orderIdOf(String)} maps it back).
     */
    String clOrdId();

    /** Tachyon symbol. */
    String symbol();

    /** Side. */
    Side side();

    /** Quantity. */
    long quantity();

    /** Order type. */
    OrderType type();

    /** Limit price; {@code NaN} for a market order. */
    double limitPrice();

    /** Time in force. */
    TimeInForce tif();
}
