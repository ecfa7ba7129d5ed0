package io.tachyon.algo;

/** An instance's lifecycle: CREATED → INITIALIZED → RUNNING ⇄ PAUSED → STOPPING → COMPLETED | FAILED. */
public enum AlgoState {
    /** Instance constructed, parameters bound; {@code onInit} runs in this state. */
    CREATED,

    /** {@code onInit} succeeded; parent about to be acknowledged ({@code NEW}, 150=0). */
    INITIALIZED,

    /** Working the parent. */
    RUNNING,

    /** Paused by an operator, stale data, a halt, a child's reject (RSK-2009 for every algorithm), a DR promotion, for SOR and NOR no usable venue, or the algorithm itself (ICEBERG's MaxSlices); causes stack, and it resumes only when every one has cleared. */
    PAUSED,

    /** {@code onStop} called; children being cancelled. Reached from {@code RUNNING}, {@code PAUSED}, or {@code INITIALIZED} when the parent is cancelled before it starts. */
    STOPPING,

    /** Terminal, normal end. */
    COMPLETED,

    /** Terminal, error; parent {@code SUSPENDED} ({@code FILLED} if its children's fills complete it first: {@link StopReason}), children cancelled (left working after a replay divergence, or when their cancels are not confirmed within {@code algos.stopTimeout}). */
    FAILED
}
