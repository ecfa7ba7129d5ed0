package io.tachyon.risk;

import io.tachyon.api.FillEvent;

/** A custom pre-trade risk rule, run after the built-in rules on the order path: never block, never allocate. */
public interface RiskRule {
    /** Called once at start and before journal replay. */
    default void init(RuleConfig config, RiskContext ctx) {}

    /** Called for every new order and replace that passed the rules before this one. */
    RiskDecision check(OrderRequest request, RiskContext ctx);

    /** State callbacks, also called during journal replay. */
    default void onOrderAccepted(OrderRequest request, RiskContext ctx) {}
    default void onFill(FillEvent fill, RiskContext ctx) {}
    /** A venue's correction or bust of an earlier fill (getExecRefId() names it); never passed to onFill. */
    default void onFillCorrected(FillEvent correction, RiskContext ctx) {}
    default void onOrderDone(OrderRequest original, long removedQty, RiskContext ctx) {}

    /** Called after limits.conf is reloaded with changes to this rule's parameters. */
    default void onConfigChanged(RuleConfig config) {}

    /** Called at the day roll (server.dayRollTime, in server.timezone), after its marks are journaled (MD_SNAPSHOT_MARKER, reason DAY_ROLL); also replayed. */
    default void onDayRoll(RiskContext ctx) {}
}
