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

        Builder connectTimeout(Duration timeout);

        Builder clOrdIdGenerator(ClOrdIdGenerator generator);

        ClientConfig build();
    }
}
