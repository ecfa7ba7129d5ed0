package io.tachyon.api;

/** The client's answer to a quote (FIX 694, QuoteRespType). */
public enum QuoteRespType { HIT_LIFT, COUNTER, PASS }
