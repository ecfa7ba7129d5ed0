package io.tachyon.algo;

/** A child the container refuses: over-allocation, not a lot multiple, through the parent's limit. */
public class ChildOrderException extends RuntimeException {
    public ChildOrderException(String message) {
        super(message);
    }
}
