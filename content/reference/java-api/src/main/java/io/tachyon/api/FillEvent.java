package io.tachyon.api;

import java.time.Instant;

/**
 * A fill, partial or full, or a venue's correction or bust of an earlier fill: the execution's own
 * quantity and price, and the order's totals after it. {@link #getExecType()} says which: {@code
 * TRADE} (delivered to {@link OrderListener#onFill}), {@code TRADE_CORRECT} or {@code TRADE_CANCEL}
 * (delivered to {@link OrderListener#onFillCorrected}).
 */
public interface FillEvent extends OrderEvent {
    /** Tachyon execution id ({@code X} and 16 hex digits), unique per execution: the key for de-duplicating replayed fills. */
    String getExecId();

    /**
     * On {@code TRADE_CORRECT} and {@code TRADE_CANCEL}, the {@link #getExecId()} of the fill corrected
     * or busted (FIX tag 19, ExecRefID; REST {@code execRefId}); {@code null} on a {@code TRADE}.
     */
    String getExecRefId();

    /** MIC of the market where the execution happened (FIX tag 30, LastMkt); {@code SIM} or {@code MMSIM} on those test venues, {@code XOR} for an internal cross. */
    String getLastMkt();

    /** When the venue executed it (FIX tag 60, TransactTime). */
    Instant getTransactTime();

    /** Quantity of this execution (FIX tag 32). */
    long getLastQty();

    /** Price of this execution (FIX tag 31). */
    double getLastPx();
}
