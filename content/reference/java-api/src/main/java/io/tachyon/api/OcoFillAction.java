package io.tachyon.api;

/** What a fill of one order of an OCO pair does to the other (FIX 7006). */
public enum OcoFillAction {
    /** The first fill of any size cancels the other order (the default). */
    CANCEL_ON_FIRST_FILL,

    /** Each fill reduces the other order by the same quantity; it is canceled when it reaches zero. */
    REDUCE
}
