package io.tachyon.api.routing;

import io.tachyon.api.Instrument;
import io.tachyon.api.Quote;

import java.time.Instant;
import java.util.List;

/** What a router may consult, all in memory, from journaled inputs or from reference data and configuration every node loads the same, so a replay gets the same answers. */
public interface RoutingContext {
    /** The instrument's reference data: tick size, lot size, primary venue, time zone. */
    Instrument instrument(String symbol);

    /** The connector that reaches a venue (by MIC), or {@code null}. */
    String connectorFor(String venueMic);

    /** Every connector that trades the symbol. */
    List<String> connectorsFor(String symbol);

    /** The connector's state as its journaled {@code SESSION_EVENT}s left it at the order's record; only {@code ACTIVE} accepts orders. */
    ConnectorState state(String connector);

    /**
     * The last quote of the symbol on the connector's venue, or {@code null}. A quote returned is
     * journaled as a market data snapshot marker (reason {@code ROUTING}), which a replay returns instead.
     */
    Quote quote(String symbol, String connector);

    /** Journal time of the order being routed, as an algorithm's {@code AlgoClock.now()}: the same in a replay. */
    Instant now();
}
