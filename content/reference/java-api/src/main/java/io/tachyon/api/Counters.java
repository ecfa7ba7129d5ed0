package io.tachyon.api;

/** Named counters of an algorithm or a service. */
public interface Counters {
    /** The counter of this name, created on first use. */
    Counter counter(String name);
}
