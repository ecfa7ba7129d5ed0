package io.tachyon.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Orders: {@code client.orders()}. Each request's future completes when Tachyon answers it, or
 * exceptionally with an {@link OrderRejectedException}; the listeners' {@link OrderListener#onRejected}
 * receives that reject too. A {@code submit} future completes on acceptance ({@code PENDING_NEW}), so
 * a reject after it reaches {@code onRejected} only. A {@code cancel} or {@code replace} future
 * completes on the request's final answer, never on the pending state: with the {@code CANCELED}
 * order, or the replace's new version (the events {@link OrderListener#onCanceled} and
 * {@link OrderListener#onReplaced} receive), and it fails on every refusal, Tachyon's or the venue's.
 * For an order at a venue the {@code PENDING_CANCEL} or {@code PENDING_REPLACE} before it reaches
 * {@link OrderListener#onStatusChanged} only.
 */
public interface OrderService {
    CompletableFuture<OrderId> submit(NewOrder order);

    CompletableFuture<OrderId> submit(MultiLegOrder order);

    /** Submits a bracket: the entry now, its two exits once it fills. */
    CompletableFuture<OrderId> submit(BracketOrder order);

    /** Submits an OCO pair: both orders now; the first fill cancels or reduces the other. */
    CompletableFuture<OrderId> submit(OcoOrder order);

    /**
     * Asks to cancel the order named by its {@code orderId}; the request carries no {@code clOrdId}, and the order keeps its own.
     * The future completes with the {@code CANCELED} order, not on {@code PENDING_CANCEL}, or fails on a refusal, the venue's
     * included ({@code TOO_LATE_TO_CANCEL} when the order filled first).
     */
    CompletableFuture<OrderEvent> cancel(OrderId orderId);

    /**
     * Asks to replace the order named by its {@code orderId}; {@link Replace} carries no {@code clOrdId}, and the order keeps its own.
     * The future completes with the new version once the replace takes effect ({@code PENDING_CANCEL} when a cancel followed
     * it), not on {@code PENDING_REPLACE}, or fails on a refusal, the venue's included ({@code TOO_LATE_TO_CANCEL} when a
     * cancel or a fill ended the order first).
     */
    CompletableFuture<OrderEvent> replace(OrderId orderId, Replace replace);

    /**
     * The account's orders that are not yet in a terminal state; a complex order's package is a
     * {@link PackageOrder}, its legs ordinary orders. An algorithm's child orders are not among
     * them: its parent is.
     */
    List<Order> openOrders(String account);

    void addListener(OrderListener listener);

    void removeListener(OrderListener listener);
}
