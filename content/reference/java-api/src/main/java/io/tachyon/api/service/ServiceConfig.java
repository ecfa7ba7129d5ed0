package io.tachyon.api.service;

import java.util.List;

/** A settings block of tachyon.conf (HOCON), by dotted path. */
public interface ServiceConfig {
    boolean hasPath(String path);

    String getString(String path);

    List<String> getStringList(String path);

    int getInt(String path);

    long getLong(String path);

    double getDouble(String path);

    boolean getBoolean(String path);
}
