package io.tachyon.tc;

/**
 * The connector's orders by the ClOrdIDs Tachyon gave them for the venue ({@code TCY-} and 12 hex
 * digits, never the {@code orderId}); the venue's answers quote those, the reports take the
 * {@code orderId}.
 */
public interface ConnectorOrders {
    /**
     * The Tachyon order id of the order that any of its requests' ClOrdIDs names (the order's own,
     * a cancel's or a replace's), or {@code 0} when the ClOrdID is none of this connector's: an
     * answer about an order the journal does not hold.
     */
    long orderIdOf(String clOrdId);
}
