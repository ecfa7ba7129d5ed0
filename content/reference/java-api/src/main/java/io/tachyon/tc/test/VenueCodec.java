package io.tachyon.tc.test;

import java.nio.ByteBuffer;

/**
 * The venue's protocol for a {@link FakeTcpVenue}: the test's side of the codec.
 *
 * @param <M> the venue's message type
 */
public interface VenueCodec<M> {
    /** The next whole message in {@code in}, or {@code null} when more bytes are needed. */
    M decode(ByteBuffer in);

    /** Writes {@code message} to {@code out}. */
    void encode(M message, ByteBuffer out);
}
