package io.tachyon.tc;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Marks a {@link TradingConnector} and names the {@code type} a connector block selects it by. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Connector {
    /** The value of the connector block's {@code type} key ({@code "acme-binary"}). */
    String type();

    /** Whether it enters orders or reads market data. */
    ConnectorKind kind();
}
