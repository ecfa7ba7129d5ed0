package io.tachyon.risk.util;

import java.util.HashMap;
import java.util.Map;

/** A map from a key (a symbol, an account) to a long, 0 when absent; the SDK's is open-addressed and garbage-free. */
public final class KeyedLongs {
    private final Map<String, Long> values;

    public KeyedLongs(int expectedKeys) {
        values = new HashMap<>(expectedKeys);
    }

    public long get(String key) {
        return values.getOrDefault(key, 0L);
    }

    public void put(String key, long value) {
        values.put(key, value);
    }

    public void add(String key, long delta) {
        values.merge(key, delta, Long::sum);
    }

    public void clear() {
        values.clear();
    }
}
