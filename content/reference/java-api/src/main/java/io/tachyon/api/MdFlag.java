package io.tachyon.api;

/** Flags of a market data record (the Level 1 page, "Flags"). */
public enum MdFlag { SNAPSHOT, CONFLATED, STALE, INDICATIVE, CROSSED, ONE_SIDED }
