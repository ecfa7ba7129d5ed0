package io.tachyon.api;

/** The coarse trading status of an instrument on a venue (FIX 326, SecurityTradingStatus). */
public enum TradingStatus { OPEN, AUCTION, HALTED, CLOSED }
