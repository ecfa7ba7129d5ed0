package io.tachyon.risk;

import io.tachyon.api.Unimplemented;

/** A rule's answer; {@link #accept()} is a shared instance and allocates nothing. */
public interface RiskDecision {
    /** Accepts the order: the shared accept decision. */
    static RiskDecision accept() {
        throw new Unimplemented();
    }

    /** A reject with the rule's own code ({@code RSK-} and the {@code @Rule} code). */
    static RiskDecision reject(String text) {
        throw new Unimplemented();
    }

    /**
     * A reject with one of the built-in codes, reported and counted as that code (its
     * {@code OrderRejectReason}, never {@code CUSTOM}); only the text tells it from the built-in rule's.
     */
    static RiskDecision reject(RiskRejectCode code, String text) {
        throw new Unimplemented();
    }

    boolean isAccepted();

    boolean isRejected();

    /** The reject code ({@code RSK-9002}), or {@code null} when accepted. */
    String code();

    String text();
}
