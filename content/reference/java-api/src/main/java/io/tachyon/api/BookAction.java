package io.tachyon.api;

/** What a Level 3 event does to one order of the book. */
public enum BookAction {
    /** A new visible order. */
    ADD,

    /** Size or price changed. */
    MODIFY,

    /** Order cancelled or expired. */
    DELETE,

    /** The order traded. */
    EXECUTE,

    /** The venue cleared the book, for example at the end of an auction or after a session reset. */
    CLEAR
}
