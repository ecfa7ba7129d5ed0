package io.tachyon.api;

/** Generates the clOrdId of orders sent without one. */
public interface ClOrdIdGenerator {
    /** {@code <prefix>-<yyyyMMdd>-<HHmmss>-<sequence>}, unique for this process. */
    static ClOrdIdGenerator forProcess(String prefix) {
        throw new Unimplemented();
    }

    /** {@code <prefix>-<yyyyMMdd>-<sequence>}: the prefix, the date and a counter. */
    static ClOrdIdGenerator withPrefix(String prefix) {
        throw new Unimplemented();
    }

    /** The next id. */
    String next();
}
