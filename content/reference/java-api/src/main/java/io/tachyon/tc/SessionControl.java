package io.tachyon.tc;

import io.tachyon.api.routing.ConnectorState;

/** The connector's session state, shown in Monitor and used for routing. */
public interface SessionControl {
    /** Reports a new state. */
    void state(ConnectorState state);

    /** The session was lost: {@code DISCONNECTED}, and the server reconnects per the schedule. */
    void disconnected(String reason);
}
