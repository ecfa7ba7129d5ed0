package io.tachyon.tc.test;

import io.tachyon.api.Unimplemented;

/**
 * A TCP server on a loopback port that decodes what the connector sends with a codec you supply
 * and lets the test answer.
 *
 * @param <M> the venue's message type
 */
public interface FakeTcpVenue<M> extends AutoCloseable {
    /** Starts a venue on a free loopback port. */
    static <M> FakeTcpVenue<M> start(VenueCodec<M> codec) {
        throw new Unimplemented();
    }

    /** The port it listens on. */
    int port();

    /** Waits for the next message of {@code type} from the connector, skipping none of another type. */
    <T extends M> T awaitMessage(Class<T> type) throws InterruptedException;

    /** Sends a message to the connector. */
    void send(M message);

    /** Closes the connection and the port. */
    @Override
    void close();
}
