package io.tachyon.tc.net;

import java.nio.ByteBuffer;

/**
 * A non-blocking TCP connection. The bytes read and written are not journaled: the orders a
 * connector sends are journaled as order requests before they reach it, and what the venue
 * answers as the events the connector reports ({@code ExecutionReports}).
 */
public interface TcpChannel {
    /** Whether the connection is still being made. */
    boolean isConnectPending();

    /** Finishes connecting; {@code false} while still pending. */
    boolean finishConnect();

    /** Whether it is closed. */
    boolean isClosed();

    /** Reads what has arrived; {@code -1} when the venue closed the connection. */
    int read(ByteBuffer dst);

    /** Sends the bytes, which are not journaled; a partial write is finished in the next poll. */
    int write(ByteBuffer src);

    /** Closes the connection. */
    void close();
}
