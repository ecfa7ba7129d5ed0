package io.tachyon.tc.net;

import java.nio.ByteBuffer;

/** A non-blocking UDP socket; datagrams read are journaled. */
public interface UdpChannel {
    /** Reads one datagram; {@code 0} when none has arrived. */
    int receive(ByteBuffer dst);

    /** Sends one datagram. */
    int send(ByteBuffer src);

    /** Closes the socket. */
    void close();
}
