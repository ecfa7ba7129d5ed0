package io.tachyon.tc.net;

import java.nio.ByteBuffer;

/**
 * A non-blocking UDP socket. Datagrams are not journaled: of a feed, the journal keeps the book
 * states acted on and the events algorithms were given, and every tick only with
 * {@code marketData.record = true}.
 */
public interface UdpChannel {
    /** Reads one datagram; {@code 0} when none has arrived. */
    int receive(ByteBuffer dst);

    /** Sends one datagram. */
    int send(ByteBuffer src);

    /** Closes the socket. */
    void close();
}
