package io.tachyon.api;

/**
 * Why an order, cancel or replace was rejected: the codes of content/reference/reject-codes.yaml,
 * {@code TRJ-} from the gateways, the OMS, the venues and the algorithm container, {@code RSK-}
 * from pre-trade risk. {@link #CUSTOM} stands for the {@code RSK-9xxx} codes of custom risk rules.
 * {@link #ALREADY_PENDING} is the one reason without a code: a cancel or replace refused because a
 * request of the order is already pending (FIX CxlRejReason 102=3, Text
 * {@code Order already pending replace} or {@code Order already pending cancel}); it is not an
 * error, and the request may be sent again once the pending one is answered. The REST and
 * WebSocket API give its name, {@code ALREADY_PENDING}, as the code (HTTP 409).
 */
public enum OrderRejectReason {
    UNKNOWN_SYMBOL("TRJ-1001"), INVALID_QUANTITY("TRJ-1002"), INVALID_PRICE("TRJ-1003"),
    MARKET_CLOSED("TRJ-1004"), DUPLICATE_CLORDID("TRJ-1005"), UNKNOWN_ORDER("TRJ-1006"),
    TOO_LATE_TO_CANCEL("TRJ-1007"), CONNECTOR_DOWN("TRJ-1008"), UNSUPPORTED_ORDER_TYPE("TRJ-1009"),
    THROTTLED("TRJ-1010"), VENUE_REJECT("TRJ-1011"), ALGO_PARAMETER_INVALID("TRJ-1012"),
    MAX_ORDER_QTY("RSK-2001"), MAX_ORDER_NOTIONAL("RSK-2002"), PRICE_COLLAR("RSK-2003"),
    MAX_POSITION("RSK-2004"), MAX_DAILY_LOSS("RSK-2005"), MAX_OPEN_ORDERS("RSK-2006"),
    ORDER_RATE("RSK-2007"), RESTRICTED_SYMBOL("RSK-2008"), KILL_SWITCH_ACTIVE("RSK-2009"),
    CREDIT_LIMIT("RSK-2010"),
    /** Any custom rule's code, {@code RSK-9000} to {@code RSK-9999}: the code itself is {@link RejectEvent#getCode()} (or {@link OrderRejectedException#getCode()}). */
    CUSTOM("RSK-9xxx"),
    /** A cancel or replace refused because a request of the order is already pending (FIX 102=3); it has no code. */
    ALREADY_PENDING("");

    private final String code;

    OrderRejectReason(String code) {
        this.code = code;
    }

    /**
     * The code as on the reject code pages: {@code TRJ-1010}; {@code RSK-9xxx} for {@link #CUSTOM},
     * whose own code ({@code RSK-9002}) is {@code getCode()} of the {@link RejectEvent} or
     * {@link OrderRejectedException}; empty for {@link #ALREADY_PENDING}, which has none.
     */
    public String getCode() {
        return code;
    }

    /** Whether pre-trade risk raised it (an {@code RSK-} code). */
    public boolean isRisk() {
        return code.startsWith("RSK-");
    }
}
