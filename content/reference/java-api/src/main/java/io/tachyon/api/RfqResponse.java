package io.tachyon.api;

/**
 * The client's answer to a dealer quote: hit, lift or pass (FIX 35=AJ).
 *
 * <p>No client method takes or returns it: the Java API has no RFQ service. A Java client starts an
 * RFQ as an order ({@code NewOrder} with {@code algo("RFQ", params)}, {@link OrderService#submit(NewOrder)})
 * and reads the outcome as order events; seeing and answering quotes one by one is FIX's (35=S, 35=AJ).
 */
public interface RfqResponse {
    /** Client's id for the response. */
    String getQuoteRespId();

    /** RFQ being answered. */
    String getRfqId();

    /** Quote being accepted, for {@code HIT_LIFT}. */
    String getQuoteId();

    /** {@code HIT_LIFT} (accept), {@code COUNTER} (propose another price, where the dealer supports it), {@code PASS} (decline all and end the RFQ). */
    QuoteRespType getType();

    /** Side the client trades; required for two-way quotes. */
    Side getSide();

    /** Quantity to trade, at most the quote's size. */
    long getQuantity();

    /** Price of the accepted quote, or the counter price. */
    double getPrice();

    /**
     * Client's own reference for its acceptance (FIX 11). Not the {@code clOrdId} of the child order the
     * acceptance creates: like every child order's, that is Tachyon's {@code TCY-} value.
     */
    String getClOrdId();
}
