package io.tachyon.api;

/** A counter exported as a metric. */
public interface Counter {
    void add(long delta);

    default void increment() {
        add(1);
    }
}
