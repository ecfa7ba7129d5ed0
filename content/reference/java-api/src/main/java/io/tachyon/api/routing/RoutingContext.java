package io.tachyon.api.routing;

import io.tachyon.api.Instrument;
import io.tachyon.api.Quote;

import java.time.Instant;
import java.util.List;

/** What a router may consult, all in memory. */
public interface RoutingContext {
    /** The instrument's reference data: tick size, lot size, primary venue, time zone. */
    Instrument instrument(String symbol);

    /** The connector that reaches a venue (by MIC), or {@code null}. */
    String connectorFor(String venueMic);

    /** Every connector that trades the symbol. */
    List<String> connectorsFor(String symbol);

    /** The connector's state; only {@code ACTIVE} accepts orders. */
    ConnectorState state(String connector);

    /** The last quote of the symbol on the connector's venue, or {@code null}. */
    Quote quote(String symbol, String connector);

    /** Journal time of the order being routed, as an algorithm's {@code AlgoClock.now()}: the same in a replay. */
    Instant now();
}
