package io.tachyon.api.routing;

import io.tachyon.api.Order;
import io.tachyon.api.service.ServiceConfig;

/** Chooses the connector of each order that reaches the OMS. */
public interface OrderRouter {

    /** Decide the connector for one order. Called on the OMS thread: no I/O, no blocking. */
    RoutingDecision route(Order order, RoutingContext ctx);

    /** Called once at start with the router's settings block. */
    default void init(ServiceConfig settings) {
    }
}
