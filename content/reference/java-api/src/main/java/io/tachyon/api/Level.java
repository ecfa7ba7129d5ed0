package io.tachyon.api;

/** Market data depth: top of book, price levels, or order by order. */
public enum Level { L1, L2, L3 }
