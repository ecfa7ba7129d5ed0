package io.tachyon.api;

/**
 * What a {@link TachyonClient} does when its connection drops. The default reconnects with an
 * exponential back-off from 250 ms to 10 s; order events missed meanwhile are delivered again.
 */
public interface ReconnectPolicy {
    /** Never reconnect: a dropped connection stays closed and {@link ConnectionListener} is told. */
    static ReconnectPolicy never() {
        throw new Unimplemented();
    }
}
