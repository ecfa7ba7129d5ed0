package io.tachyon.api;

/** Market data depth: top of book, price levels, or order by order. */
public enum Level {
    /** Top of book: best bid and offer, last trade and session statistics ({@link Quote}, {@link Trade}). */
    L1,

    /** Price levels, aggregated per price ({@link DepthUpdate}). */
    L2,

    /** Order by order: every visible order of the venue's book ({@link BookOrderEvent}). */
    L3
}
