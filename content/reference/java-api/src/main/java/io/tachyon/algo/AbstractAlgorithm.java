package io.tachyon.algo;

import io.tachyon.api.FillEvent;
import io.tachyon.api.Order;
import io.tachyon.api.OrderEvent;
import io.tachyon.api.RejectEvent;
import io.tachyon.api.Unimplemented;

/**
 * The base of every algorithm: one instance works one parent, on one thread. Override the callbacks
 * and handlers it needs; never block, never read the wall clock, never start threads.
 *
 * @param <P> the parameter record
 */
public abstract class AbstractAlgorithm<P extends AlgoParameters> {

    /** While the parent is {@code PENDING_NEW}, before it is acknowledged ({@code NEW}): validate, compute the plan; no children yet. */
    public void onInit(AlgoContext ctx) {
    }

    /** The parent was acknowledged ({@code NEW}): start working. Never called for a parent cancelled before that: it goes from {@code INITIALIZED} to {@code onStop}. */
    public void onStart() {
    }

    /** Instance paused, by the container or by its own {@link #pause(String)}; runs once, on entering PAUSED, not for a cause added while paused. */
    public void onPause() {
    }

    /** Instance resumed: every cause of its pause has cleared (a resume lifts the operator's, a reject's, its own and a DR promotion's; stale data, a halt and no usable venue clear by themselves). Runs before the timers that fell due during the pause, each of which then fires once, late. */
    public void onResume() {
    }

    /** Entering STOPPING; the children are cancelled after it returns. */
    public void onStop(StopReason reason) {
    }

    /** Quote, trade, depth or status of a followed symbol. */
    public void onMarketData(MarketDataEvent event) {
    }

    /** A timer fell due. */
    public void onTimer(TimerEvent event) {
    }

    /** A child was filled, partly or fully ({@code TRADE}). */
    public void onChildFill(FillEvent event) {
    }

    /**
     * The venue corrected ({@code TRADE_CORRECT}) or busted ({@code TRADE_CANCEL}) an earlier fill of a
     * child, the one whose execution id is {@link FillEvent#getExecRefId()}; the child's totals are
     * those after it. Never delivered to {@link #onChildFill}: an algorithm that counts its children's
     * fills amends the one named here.
     */
    public void onChildFillCorrected(FillEvent event) {
    }

    /** A child, or a cancel or replace of one, was rejected. */
    public void onChildReject(RejectEvent event) {
    }

    /** Other child changes: acknowledged, replaced, cancelled, expired. */
    public void onChildUpdate(OrderEvent event) {
    }

    /** A client's replace of the parent; accept or reject it. */
    public void onParentReplace(ReplaceEvent event) {
        event.accept();
    }

    /** The parent was cancelled; the instance stops with CANCELED afterwards. */
    public void onParentCancel() {
    }

    /** The {@code AlgoContext}. */
    protected final AlgoContext ctx() {
        throw new Unimplemented();
    }

    /** The bound parameter record {@code P}. */
    protected final P params() {
        throw new Unimplemented();
    }

    /** The parent, read-only. */
    protected final Order parent() {
        throw new Unimplemented();
    }

    /** Current {@code AlgoState}. */
    protected final AlgoState state() {
        throw new Unimplemented();
    }

    /** Stop with {@link StopReason#COMPLETED}. */
    protected final void complete() {
        throw new Unimplemented();
    }

    /** Stop with {@link StopReason#FAILED}; the parent becomes SUSPENDED (FILLED if its children's fills complete it first). */
    protected final void fail(String reason) {
        throw new Unimplemented();
    }

    /**
     * Pause this instance for a reason of its own (a limit it reached): {@code PAUSED}, the parent
     * {@code SUSPENDED}, the reason journaled and shown in Tachyon Monitor; {@link #onPause()} runs
     * next. It sends no new children until a resume ({@code tachyon-console-app algo resume} or
     * Tachyon Monitor), the only thing that lifts this pause; its working children stay unless it
     * cancels them or {@code algos.cancelChildrenOnPause} is true. Called on a {@code PAUSED}
     * instance (from a fill or reject delivered while paused) it adds this cause to the others: the
     * instance resumes only when every cause has cleared, so after stale data is fresh again it
     * stays paused until a resume. In {@code CREATED}, {@code INITIALIZED} and {@code STOPPING}
     * the call does nothing.
     */
    protected final void pause(String reason) {
        throw new Unimplemented();
    }
}
