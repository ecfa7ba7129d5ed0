package io.tachyon.api.routing;

/** The session state of a connector. */
public enum ConnectorState { DISCONNECTED, CONNECTING, LOGGING_ON, ACTIVE, LOGGING_OUT }
