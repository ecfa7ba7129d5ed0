package io.tachyon.api.service;

import io.tachyon.api.Counters;
import io.tachyon.api.Log;
import io.tachyon.api.MarketDataService;
import io.tachyon.api.OrderService;
import io.tachyon.api.PositionService;
import io.tachyon.api.ReferenceDataService;

import java.util.concurrent.ScheduledExecutorService;

/** What a custom service is given at start. */
public interface ServiceContext {
    /** The service's settings block. */
    ServiceConfig config();

    /** The service's own thread, {@code tx-service-<name>}; events arrive on it too. */
    ScheduledExecutorService executor();

    /** Order entry: submit, cancel and replace orders, and listen to their events. */
    OrderService orders();

    /** Market data: subscriptions at level 1, 2 or 3. */
    MarketDataService marketData();

    /** Positions: read them and subscribe to their changes. */
    PositionService positions();

    /** Reference data: instruments, tick and lot sizes. */
    ReferenceDataService referenceData();

    /** Secrets of {@code secrets.provider}. */
    SecretResolver secrets();

    /** Counters exported on the server's Prometheus endpoint. */
    Counters metrics();

    /** The logger named {@code service.<name>}, written to {@code server.log}. */
    Log log();
}
