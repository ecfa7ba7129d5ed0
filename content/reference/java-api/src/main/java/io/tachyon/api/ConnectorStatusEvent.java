package io.tachyon.api;

import io.tachyon.api.routing.ConnectorState;
import java.time.Instant;

/** A change of a connector session's state, delivered to {@code MarketDataListener.onConnectorStatus}. */
public interface ConnectorStatusEvent {
    /** Connector name, the {@code &lt;name&gt;} of {@code connectors.&lt;name&gt;} in {@code tachyon.conf}. */
    String getConnector();

    /** MIC of the venue ({@code connectors.&lt;name&gt;.venue}) or the broker's code. */
    String getVenue();

    /** {@code ORDER_ENTRY} or {@code MARKET_DATA}. */
    SessionKind getSession();

    /** New state. */
    ConnectorState getState();

    /** State before this event. */
    ConnectorState getPreviousState();

    /** Human-readable cause, for example {@code heartbeat timeout (HeartBtInt 30s)} or the venue's logout text. */
    String getReason();

    /** Journal time of the change. */
    Instant getTimestamp();

    /** Last sequence number received from the venue on this session. */
    long getLastInboundSeq();

    /** Last sequence number sent on this session. */
    long getLastOutboundSeq();

    /** Orders Tachyon believes are live at the venue through this connector. */
    int getOpenOrders();
}
