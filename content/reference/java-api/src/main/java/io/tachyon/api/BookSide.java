package io.tachyon.api;

/** The side of a book an entry is on (FIX 269: 0 bid, 1 offer). */
public enum BookSide { BID, ASK }
