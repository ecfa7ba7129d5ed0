package io.tachyon.risk.test;

import io.tachyon.api.Side;
import io.tachyon.api.Unimplemented;
import io.tachyon.risk.OrderRequest;
import io.tachyon.risk.RiskDecision;
import io.tachyon.risk.RiskRule;

/** Runs one rule with in-memory positions, prices and reference data, calling it as the engine does. */
public interface RiskTestHarness {
    static Builder forRule(RiskRule rule) {
        throw new Unimplemented();
    }

    interface Builder {
        /** A parameter under {@code rules.<name>}, by dotted key. */
        Builder config(String key, Object value);

        Builder lastPrice(String symbol, double price);

        RiskTestHarness build();
    }

    OrderRequest newOrder(String account, String symbol, Side side, long quantity, double limitPrice);

    RiskDecision check(OrderRequest request);

    /** Calls onOrderAccepted. */
    void accept(OrderRequest request);

    /** Calls onFill. */
    void fill(OrderRequest request, long quantity, double price);
}
