package io.tachyon.api;

/**
 * A logger with {@code {}} placeholders, for algorithms and services. The arguments are varargs, so
 * every call allocates their array and boxes primitive arguments: keep calls off the hot path.
 */
public interface Log {
    void debug(String format, Object... args);

    void info(String format, Object... args);

    void warn(String format, Object... args);

    void error(String format, Object... args);
}
