package io.tachyon.tc;

/** An order sent to the venue before a restart, with no final answer yet. */
public interface InFlightOrder {
    /** The Tachyon order id. */
    long orderId();

    /** The ClOrdID of the request left without an answer, which a status query names. */
    String clOrdId();

    /** The venue's id, when it was acknowledged; otherwise {@code null}. */
    String venueOrderId();

    /** Tachyon symbol. */
    String symbol();
}
