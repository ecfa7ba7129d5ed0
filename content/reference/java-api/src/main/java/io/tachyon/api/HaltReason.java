package io.tachyon.api;

/** Why trading in an instrument is halted (FIX 327, HaltReason). */
public enum HaltReason { REGULATORY, NEWS_PENDING, VOLATILITY, ORDER_IMBALANCE, TECHNICAL, OTHER }
