package io.tachyon.tc;

import io.tachyon.tc.net.TcpChannel;
import io.tachyon.tc.net.UdpChannel;

/**
 * Non-blocking channels, accelerated under Onload. The bytes on them are not journaled; what the
 * connector reports ({@link ConnectorContext#reports()}) and stores ({@link ConnectorContext#store()})
 * is.
 */
public interface ConnectorNetwork {
    /** Starts a TCP connection; finish it with {@link TcpChannel#finishConnect()} in {@code poll}. */
    TcpChannel connectTcp(String host, int port);

    /** Joins a UDP multicast group, or binds a unicast port. */
    UdpChannel openUdp(String group, int port);
}
