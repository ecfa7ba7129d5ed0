package io.tachyon.api;

/** A drop copy: every execution and order state of the user's accounts. */
public interface DropCopyListener {
    /** A fill ({@code TRADE}) of one of the accounts' orders. */
    default void onExecution(FillEvent fill) {
    }

    /**
     * A venue's correction ({@code TRADE_CORRECT}) or bust ({@code TRADE_CANCEL}) of an earlier fill,
     * named by {@link FillEvent#getExecRefId()}; never delivered to {@link #onExecution}.
     */
    default void onExecutionCorrected(FillEvent correction) {
    }

    default void onOrder(OrderEvent event) {
    }
}
