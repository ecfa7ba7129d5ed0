package io.tachyon.tc;

/** Garbage-free logging to {@code server.log}, with {@code {}} placeholders. */
public interface ConnectorLog {
    /** At DEBUG. */
    void debug(String format, Object... args);

    /** At INFO. */
    void info(String format, Object... args);

    /** At WARN. */
    void warn(String format, Object... args);

    /** At ERROR. */
    void error(String format, Object... args);
}
