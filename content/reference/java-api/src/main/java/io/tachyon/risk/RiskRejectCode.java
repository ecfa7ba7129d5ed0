package io.tachyon.risk;

/** The built-in risk codes a custom rule may reject with instead of its own (RSK-2001 to RSK-2010). */
public enum RiskRejectCode {
    MAX_ORDER_QTY, MAX_ORDER_NOTIONAL, PRICE_COLLAR, MAX_POSITION, MAX_DAILY_LOSS, MAX_OPEN_ORDERS,
    ORDER_RATE, RESTRICTED_SYMBOL, KILL_SWITCH_ACTIVE, CREDIT_LIMIT
}
