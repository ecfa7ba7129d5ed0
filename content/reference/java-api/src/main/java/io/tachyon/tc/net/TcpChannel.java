package io.tachyon.tc.net;

import java.nio.ByteBuffer;

/** A non-blocking TCP connection; reads and writes are journaled. */
public interface TcpChannel {
    /** Whether the connection is still being made. */
    boolean isConnectPending();

    /** Finishes connecting; {@code false} while still pending. */
    boolean finishConnect();

    /** Whether it is closed. */
    boolean isClosed();

    /** Reads what has arrived; {@code -1} when the venue closed the connection. */
    int read(ByteBuffer dst);

    /** Journals the bytes, then sends; a partial write is finished in the next poll. */
    int write(ByteBuffer src);

    /** Closes the connection. */
    void close();
}
