package io.tachyon.api;

/** The drop copy: {@code client.dropCopy()}. */
public interface DropCopyService {
    /** Replays the current trading day's executions and order states (marked {@link OrderEvent#isReplayed()}, in journal order), then delivers them live. */
    Subscription subscribe(DropCopyListener listener);
}
