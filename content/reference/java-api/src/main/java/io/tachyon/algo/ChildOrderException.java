package io.tachyon.algo;

/**
 * A child the container refuses: over-allocation of the parent's leaves, a quantity not a lot
 * multiple (unless it completes the parent), a price through the parent's limit, a symbol or side
 * other than the parent's, or, from
 * {@link ChildOrders#sendChild} only, a child beyond {@code algos.maxChildrenPerParent} (replaces
 * do not count). An algorithm that catches it keeps running, but not after a child beyond
 * {@code algos.maxChildrenPerParent}: that stops the instance {@code FAILED} when the callback
 * that sent it returns, caught or not.
 */
public class ChildOrderException extends RuntimeException {
    public ChildOrderException(String message) {
        super(message);
    }
}
