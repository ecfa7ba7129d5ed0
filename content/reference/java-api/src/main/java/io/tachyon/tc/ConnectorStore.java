package io.tachyon.tc;

/** Small key/value state persisted in the journal, restored before {@code init}. */
public interface ConnectorStore {
    /** A stored number, or {@code defaultValue}. */
    long getLong(String key, long defaultValue);

    /** Stores a number. */
    void putLong(String key, long value);

    /** A stored string, or {@code defaultValue}. */
    String getString(String key, String defaultValue);

    /** Stores a string. */
    void putString(String key, String value);
}
