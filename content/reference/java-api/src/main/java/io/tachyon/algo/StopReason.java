package io.tachyon.algo;

/** Why an instance stops, and so how its parent ends (the appendix, "States, reasons and outcomes"). */
public enum StopReason {
    /**  */
    FILLED,

    /**  */
    COMPLETED,

    /**  */
    CANCELED,

    /**  */
    EXPIRED,

    /**  */
    KILL_SWITCH,

    /**  */
    FAILED
}
