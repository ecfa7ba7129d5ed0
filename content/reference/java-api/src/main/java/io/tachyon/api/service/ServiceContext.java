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

    OrderService orders();

    MarketDataService marketData();

    PositionService positions();

    ReferenceDataService referenceData();

    /** Secrets of {@code secrets.provider}. */
    SecretResolver secrets();

    Counters metrics();

    Log log();
}
