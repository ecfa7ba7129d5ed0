package io.tachyon.api;

import java.time.Instant;
import java.util.Map;

/** A new order, built with {@link #builder()}; {@code clOrdId} is generated when not set. */
public interface NewOrder {
    /** A builder of a new order; {@code build()} checks the fields an order type requires. */
    static Builder builder() {
        throw new Unimplemented();
    }

    /** Client's id for this request, up to 64 characters; see order identification. */
    String getClOrdId();

    /** Account the order is booked to; defaults to the session's account. */
    String getAccount();

    /** Tachyon symbol. */
    String getSymbol();

    /** {@code BUY}, {@code SELL} or {@code SELL_SHORT}. */
    Side getSide();

    /** Order quantity, greater than zero and a multiple of the instrument's lot size. */
    long getQuantity();

    /** {@code MARKET}, {@code LIMIT}, {@code STOP}, {@code STOP_LIMIT}, {@code PEGGED}. */
    OrderType getType();

    /** Limit price, on the instrument's tick grid. */
    double getLimitPrice();

    /** Trigger price. */
    double getStopPrice();

    /** {@code PRIMARY}, {@code MARKET}, {@code MIDPOINT}. */
    PegType getPegType();

    /** Offset from the peg reference, in price units. */
    double getPegOffset();

    /** Time in force. */
    TimeInForce getTif();

    /** Expiry. */
    Instant getExpireTime();

    /** Visible quantity for venue-native icebergs; {@code 0} for fully visible. */
    long getDisplayQuantity();

    /** Minimum fill quantity. */
    long getMinQuantity();

    /** Connector or venue MIC to route to; on an algorithmic order, where its child orders go ({@code SOR} and {@code NOR} take {@code Venues} instead, {@code RFQ} takes {@code Dealers} and sends its requests and its acceptance over the dealers' connectors; {@code XOR} passes it to its follow-on). The order routers are asked first and may send the order elsewhere; when they all pass, it goes here, and when it is omitted too, to the primary venue. */
    String getExDestination();

    /** Algorithm name, for example {@code TWAP}, {@code VWAP}, {@code ICEBERG}. */
    String getAlgo();

    /** Algorithm parameters; on FIX a semicolon list {@code StartTime=09:30:00;EndTime=16:00:00}. */
    Map<String, String> getAlgoParams();

    /** Free text, stored and echoed. */
    String getText();

    /** Client's creation time; set by Tachyon when absent. */
    Instant getTransactTime();

    /** Builds a {@link NewOrder}; the setters take the fields of the same names. */
    interface Builder {
        /** Client's id for this request, up to 64 characters; see order identification. */
        Builder clOrdId(String clOrdId);

        /** Account the order is booked to; defaults to the session's account. */
        Builder account(String account);

        /** Tachyon symbol. */
        Builder symbol(String symbol);

        /** {@code BUY}, {@code SELL} or {@code SELL_SHORT}. */
        Builder side(Side side);

        /** Order quantity, greater than zero and a multiple of the instrument's lot size. */
        Builder quantity(long quantity);

        /** Limit price, on the instrument's tick grid. */
        Builder limitPrice(double limitPrice);

        /** {@code MARKET}, {@code LIMIT}, {@code STOP}, {@code STOP_LIMIT}, {@code PEGGED}. */
        Builder type(OrderType type);

        /** Time in force. */
        Builder tif(TimeInForce tif);

        /** Connector or venue MIC to route to; on an algorithmic order, where its child orders go ({@code SOR} and {@code NOR} take {@code Venues} instead, {@code RFQ} takes {@code Dealers} and sends its requests and its acceptance over the dealers' connectors; {@code XOR} passes it to its follow-on). The order routers are asked first and may send the order elsewhere; when they all pass, it goes here, and when it is omitted too, to the primary venue. */
        Builder exDestination(String connectorOrMic);

        /** An algorithm by its name (FIX tag 7001: {@code TWAP}, {@code VWAP}, {@code ICEBERG}...) and its parameters (tag 7002). */
        Builder algo(String name, Map<String, String> params);

        /** Trigger price. */
        Builder stopPrice(double stopPrice);

        /** {@code PRIMARY}, {@code MARKET}, {@code MIDPOINT}. */
        Builder pegType(PegType pegType);

        /** Offset from the peg reference, in price units. */
        Builder pegOffset(double pegOffset);

        /** Expiry. */
        Builder expireTime(Instant expireTime);

        /** Visible quantity for venue-native icebergs; {@code 0} for fully visible. */
        Builder displayQuantity(long displayQuantity);

        /** Minimum fill quantity. */
        Builder minQuantity(long minQuantity);

        /** Free text, stored and echoed. */
        Builder text(String text);

        /** Client's creation time; set by Tachyon when absent. */
        Builder transactTime(Instant transactTime);

        /** The order; fails when a field its type requires is missing. */
        NewOrder build();
    }
}
