package io.tachyon.api;

/** Whether a quote is firm (FIX 537, QuoteType). */
public enum QuoteType { INDICATIVE, TRADEABLE }
