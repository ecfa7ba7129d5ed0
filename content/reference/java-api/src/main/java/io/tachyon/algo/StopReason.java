package io.tachyon.algo;

/**
 * Why an instance stops, and so how its parent ends (the appendix, "States, reasons and outcomes"):
 * whatever the reason, a parent whose children's fills complete it before their cancels are
 * confirmed ends FILLED, and one with a child still open after algos.stopTimeout ends SUSPENDED.
 */
public enum StopReason {
    /** The parent's cumulative quantity reached its quantity; the parent is FILLED. */
    FILLED,

    /** The algorithm called complete(); the parent is FILLED, or EXPIRED with quantity left. */
    COMPLETED,

    /** The client or an operator cancelled the parent (an operator's algo stop included); the parent is CANCELED. */
    CANCELED,

    /** The parent's time in force ended; the parent is EXPIRED. */
    EXPIRED,

    /** The kill switch was turned on with --cancel-open; the parent is CANCELED. */
    KILL_SWITCH,

    /** The algorithm called fail(reason), a callback other than onInit or onStop threw, a child beyond algos.maxChildrenPerParent was refused, or the container failed it on replay for a divergence; the parent is SUSPENDED. (An instance failed on replay because its version changed gets no onStop, and so no reason.) */
    FAILED
}
