package io.tachyon.api.routing;

/** The session state of a connector. */
public enum ConnectorState {
    /** No connection: outside the session schedule, connector disabled, or waiting to reconnect. */
    DISCONNECTED,

    /** TCP connect or TLS handshake in progress. */
    CONNECTING,

    /** Logon, negotiation or sequence recovery in progress (FIX resend, venue order status, feed snapshot). */
    LOGGING_ON,

    /** Session up and synchronised; orders flow. */
    ACTIVE,

    /** Planned logout in progress, for example at the end of the venue's session. */
    LOGGING_OFF,

    /** Stopped by an operator or by a policy. */
    SUSPENDED
}
