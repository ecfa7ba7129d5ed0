package io.tachyon.tc;

/**
 * The connector SDK's own session states of 4.0 and 4.1, the same six as
 * {@link io.tachyon.api.routing.ConnectorState}, which replaces it so that the data model, routing
 * and the SDK share one enum: {@link SessionControl#state} takes a {@code ConnectorState}. A
 * connector's jar is rebuilt for each release, as every custom jar is (a jar built for another
 * version is refused at load); a 4.1 connector's calls of {@code state} then name the
 * {@code ConnectorState} value of the same name.
 *
 * @deprecated since 4.2.0: use {@link io.tachyon.api.routing.ConnectorState}; removed no earlier than 5.0
 */
@Deprecated(since = "4.2.0")
public enum SessionState {
    /** {@code ConnectorState.DISCONNECTED}. */
    DISCONNECTED,

    /** {@code ConnectorState.CONNECTING}. */
    CONNECTING,

    /** {@code ConnectorState.LOGGING_ON}. */
    LOGGING_ON,

    /** {@code ConnectorState.ACTIVE}. */
    ACTIVE,

    /** {@code ConnectorState.LOGGING_OFF}. */
    LOGGING_OFF,

    /** {@code ConnectorState.SUSPENDED}. */
    SUSPENDED
}
