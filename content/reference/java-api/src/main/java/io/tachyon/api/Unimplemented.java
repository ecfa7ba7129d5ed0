package io.tachyon.api;

/** Thrown by the bodies of this signature-only source: the implementation ships in {@code tachyon-api}. */
public final class Unimplemented extends UnsupportedOperationException {
    public Unimplemented() {
        super("signature only: the implementation is in the tachyon-api artifact");
    }
}
