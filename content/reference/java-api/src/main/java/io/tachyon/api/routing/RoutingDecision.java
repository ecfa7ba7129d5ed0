package io.tachyon.api.routing;

import io.tachyon.api.OrderRejectReason;
import io.tachyon.api.Unimplemented;

/** A router's answer: a connector, the client's own choice, or a reject. */
public interface RoutingDecision {
    /** Send to this connector. */
    static RoutingDecision to(String connector) {
        throw new Unimplemented();
    }

    /**
     * No opinion: ask the next router of {@code algos.routers}. When no router decides, the built-in
     * rules route the order: the client's ExDestination (tag 100) when it has one, otherwise the
     * connector of the instrument's primary venue.
     */
    static RoutingDecision pass() {
        throw new Unimplemented();
    }

    /** Reject the order with a {@code TRJ-} reason and a text. */
    static RoutingDecision reject(OrderRejectReason reason, String text) {
        throw new Unimplemented();
    }
}
