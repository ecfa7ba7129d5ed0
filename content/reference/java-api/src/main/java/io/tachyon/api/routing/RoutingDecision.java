package io.tachyon.api.routing;

import io.tachyon.api.OrderRejectReason;
import io.tachyon.api.Unimplemented;

/** A router's answer: a connector, the client's own choice, or a reject. */
public interface RoutingDecision {
    /** Send to this connector. */
    static RoutingDecision to(String connector) {
        throw new Unimplemented();
    }

    /** Keep the client's ExDestination. */
    static RoutingDecision pass() {
        throw new Unimplemented();
    }

    static RoutingDecision reject(OrderRejectReason reason, String text) {
        throw new Unimplemented();
    }
}
