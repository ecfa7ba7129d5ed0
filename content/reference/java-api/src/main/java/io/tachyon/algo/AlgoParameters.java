package io.tachyon.algo;

/** An algorithm's parameters: a record whose components are annotated with {@link Param}. */
public interface AlgoParameters {
    /** Checks the values together; throw {@link ParameterException} to reject the parent (TRJ-1012). */
    default void validate() {
    }
}
