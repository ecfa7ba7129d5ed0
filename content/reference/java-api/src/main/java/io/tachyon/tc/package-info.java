/**
 * The trading connector SDK (artifact {@code tachyon-tc-sdk}): a connector implements
 * {@link io.tachyon.tc.TradingConnector}, is annotated with {@link io.tachyon.tc.Connector} and runs on
 * its own thread, {@code tx-tc-<name>}, touching the venue only through its {@link io.tachyon.tc.ConnectorContext}.
 */
package io.tachyon.tc;
