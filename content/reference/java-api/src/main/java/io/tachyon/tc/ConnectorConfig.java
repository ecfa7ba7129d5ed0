package io.tachyon.tc;

import java.time.Duration;

/** The keys of a connector's configuration block. */
public interface ConnectorConfig {
    /** A string key, {@code "session.host"}. */
    String getString(String key);

    /** An integer key. */
    int getInt(String key);

    /** A duration key ({@code 30s}). */
    Duration getDuration(String key);

    /** A secret reference, resolved; never logged. */
    String getSecret(String key);
}
