package io.tachyon.api.routing;

import io.tachyon.api.Order;
import io.tachyon.api.service.ServiceConfig;

/** Chooses the connector of each order that reaches the OMS. */
public interface OrderRouter {

    /**
     * Decide the connector for one order. Called on the OMS thread: no I/O, no blocking. The decision
     * has no journal record of its own: a replay, and the passive and DR nodes, call the router again
     * for the order with the same inputs (journaled, or reference data and configuration every node loads the same), so it must be deterministic.
     */
    RoutingDecision route(Order order, RoutingContext ctx);

    /** Called once at start with the router's settings block. */
    default void init(ServiceConfig settings) {
    }
}
