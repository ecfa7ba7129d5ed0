package io.tachyon.api;

import java.util.List;

/**
 * The package order of a complex order (multi-leg, OCO or bracket), as
 * {@link OrderService#openOrders(String)} returns it: an {@link Order} with the package's own
 * fields. Its leg orders are ordinary orders whose {@link Order#getParentOrderId()} is the
 * package's {@code orderId}.
 */
public interface PackageOrder extends Order {
    /** {@code MULTI_LEG}, {@code OCO} or {@code BRACKET}. */
    ComplexKind getKind();

    /** The {@code orderId} of each leg order, in leg order; a bracket's exits are added when they are sent. */
    List<OrderId> getLegOrderIds();

    /** Multi-leg: complete packages filled. OCO and bracket: quantity filled on the deciding order (an OCO with {@code REDUCE}: on both orders). */
    @Override
    long getCumQty();

    /** Multi-leg {@code LEGGED} only: the unhedged quantity, in packages, between the most and least filled legs; {@code 0} otherwise. */
    long getLegImbalance();

    /** OCO only: quantity filled on the second order before its cancel reached the venue; {@code 0} otherwise. */
    long getOverfill();

    /** Bracket only: {@code true} once the entry has a fill and the exits are live. */
    boolean isTriggered();
}
