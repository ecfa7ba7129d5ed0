package io.tachyon.api;

/** A logger with {@code {}} placeholders, for algorithms and services. */
public interface Log {
    void debug(String format, Object... args);

    void info(String format, Object... args);

    void warn(String format, Object... args);

    void error(String format, Object... args);
}
