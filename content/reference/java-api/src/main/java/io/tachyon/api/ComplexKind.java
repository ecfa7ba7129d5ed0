package io.tachyon.api;

/** The kind of a package order ({@link PackageOrder#getKind()}). */
public enum ComplexKind {
    /** A multi-leg order ({@link MultiLegOrder}). */
    MULTI_LEG,

    /** An OCO pair ({@link OcoOrder}). */
    OCO,

    /** A bracket: an entry with a take-profit and a stop-loss exit ({@link BracketOrder}). */
    BRACKET
}
