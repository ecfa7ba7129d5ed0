package io.tachyon.algo;

/** A child the container refuses: over-allocation, not a lot multiple (unless it completes the parent), through the parent's limit. */
public class ChildOrderException extends RuntimeException {
    public ChildOrderException(String message) {
        super(message);
    }
}
