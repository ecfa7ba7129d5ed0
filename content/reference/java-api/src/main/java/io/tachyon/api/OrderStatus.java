package io.tachyon.api;

/** The state of an order (FIX tag 39, OrdStatus). */
public enum OrderStatus {
    PENDING_NEW, NEW, PARTIALLY_FILLED, FILLED, PENDING_CANCEL, CANCELED, PENDING_REPLACE, REPLACED,
    REJECTED, EXPIRED, SUSPENDED
}
