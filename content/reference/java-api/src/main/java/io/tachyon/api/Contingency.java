package io.tachyon.api;

/** How the orders of a list depend on each other (FIX 1385, ContingencyType). */
public enum Contingency {
    /** One cancels the other (1385=1). */
    OCO,

    /** One triggers the other: a bracket's entry triggers its exits (1385=2). */
    OTO
}
