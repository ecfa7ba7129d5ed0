package io.tachyon.api;

/** The drop copy: {@code client.dropCopy()}. */
public interface DropCopyService {
    Subscription subscribe(DropCopyListener listener);
}
