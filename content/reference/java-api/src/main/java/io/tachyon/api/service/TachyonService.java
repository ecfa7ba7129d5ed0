package io.tachyon.api.service;

/**
 * A custom service: code that runs inside Tachyon Server, registered from an {@code algos.customJars}
 * jar through {@code META-INF/services}.
 */
public interface TachyonService {

    /** Called once when the service starts; return quickly. */
    void start(ServiceContext ctx) throws Exception;

    /** Called once when the service stops; release threads and connections. */
    void stop();

    /** Name used in configuration, logs and Tachyon Monitor. */
    default String name() {
        return getClass().getSimpleName();
    }
}
