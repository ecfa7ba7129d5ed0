package io.tachyon.risk;

import java.util.List;
import java.util.Map;

/** A rule's parameters from {@code limits.conf} ({@code rules.<name>}), with per-account overrides. */
public interface RuleConfig {
    long getLong(String key, long defaultValue);

    double getDouble(String key, double defaultValue);

    String getString(String key, String defaultValue);

    List<String> getStringList(String key);

    Map<String, Long> getLongMap(String key);

    /** The parameters with the account's overrides merged; cached, so no allocation in {@code check}. */
    RuleConfig forAccount(String account);
}
