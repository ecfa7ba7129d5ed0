package io.tachyon.api;

import java.time.Duration;

/** Where and how a {@link TachyonClient} connects (the Java API port is 7400, {@code api.port}). */
public interface ClientConfig {
    /** A builder of a client configuration: host, port, user, API key and options. */
    static Builder builder() {
        throw new Unimplemented();
    }

    interface Builder {
        Builder host(String host);

        Builder port(int port);

        Builder user(String user);

        Builder apiKey(String apiKey);

        /** Encrypt the connection (default {@code false}); the server must have {@code api.tls.enabled = true}. */
        Builder tls(boolean tls);

        /** Time allowed for TCP connect and logon (default 5 s). */
        Builder connectTimeout(Duration timeout);

        /** What to do when the connection drops (default exponential, 250 ms to 10 s); {@link ReconnectPolicy#never()} to disable. */
        Builder reconnectPolicy(ReconnectPolicy policy);

        /**
         * Events buffered for the listeners before the client declares a slow consumer (default
         * 65536): it then closes its connection with a {@link SlowConsumerException} and reconnects.
         */
        Builder eventQueueCapacity(int capacity);

        /**
         * Ask the server to cancel this client's open orders, algorithm parents included, when the
         * connection is lost (default {@code false}). As for a FIX session, a cluster failover or
         * switchover is exempt: the new active node cancels nothing for it, and the rule applies
         * again from the client's next logon there. A stop or restart of the server, or a DR
         * promotion, is not exempt: it ends the connection, so those orders are cancelled.
         */
        Builder cancelOnDisconnect(boolean cancelOnDisconnect);

        /** Name shown for the connection in Tachyon Monitor (default the host name and process id). */
        Builder clientName(String name);

        /**
         * Generates the clOrdId of orders sent without one. The default is
         * {@code ClOrdIdGenerator.withPrefix(user)}: {@code <user>-<yyyyMMdd>-<sequence>}, a counter that
         * starts again at 1 when the process starts; {@link ClOrdIdGenerator#forProcess(String)}
         * adds the process start time, so that a restarted process never repeats an id of the day.
         */
        Builder clOrdIdGenerator(ClOrdIdGenerator generator);

        ClientConfig build();
    }
}
