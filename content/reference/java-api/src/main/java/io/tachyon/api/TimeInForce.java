package io.tachyon.api;

/** Time in force (FIX tag 59). */
public enum TimeInForce { DAY, GTC, IOC, FOK, GTD, AT_OPEN, AT_CLOSE }
