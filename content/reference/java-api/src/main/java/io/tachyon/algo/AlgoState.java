package io.tachyon.algo;

/** An instance's lifecycle: CREATED → INITIALIZED → RUNNING ⇄ PAUSED → STOPPING → COMPLETED | FAILED. */
public enum AlgoState { CREATED, INITIALIZED, RUNNING, PAUSED, STOPPING, COMPLETED, FAILED }
