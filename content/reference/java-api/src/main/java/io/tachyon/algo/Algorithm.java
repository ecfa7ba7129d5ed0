package io.tachyon.algo;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Names an algorithm class: the name clients send in FIX tag 7001 and list in {@code algos.enabled}. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Algorithm {
    /** The algorithm's name: upper case, at most 16 characters. */
    String name();

    /**
     * Journaled with each instance. On replay, an instance of another version is not replayed through
     * this class: a finished one keeps its journaled outcome, one still running at the end of the
     * journal is failed, with no onStop call, its open children cancelled and its parent suspended.
     */
    int version() default 1;
}
