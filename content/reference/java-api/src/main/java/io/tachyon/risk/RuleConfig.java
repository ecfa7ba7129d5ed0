package io.tachyon.risk;

import java.util.List;
import java.util.Map;

/** A rule's parameters from {@code limits.conf} ({@code rules.<name>}), with per-account overrides. */
public interface RuleConfig {
    /** Numeric parameter under {@code rules.&lt;name&gt;}. */
    long getLong(String key, long defaultValue);

    /** Numeric parameter. */
    double getDouble(String key, double defaultValue);

    /** Text parameter. */
    String getString(String key, String defaultValue);

    /** List parameter; empty when absent. */
    List<String> getStringList(String key);

    /** Block of numbers, for example per-symbol values. */
    Map<String, Long> getLongMap(String key);

    /** The parameters with the account's overrides merged; cached, so no allocation in {@code check}. */
    RuleConfig forAccount(String account);
}
