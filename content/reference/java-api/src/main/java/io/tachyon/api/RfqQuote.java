package io.tachyon.api;

import java.time.Instant;

/**
 * A dealer's quote in answer to a request for quote (FIX 35=S).
 *
 * <p>No client method takes or returns it: the Java API has no RFQ service. A Java client starts an
 * RFQ as an order ({@code NewOrder} with {@code algo("RFQ", params)}, {@link OrderService#submit(NewOrder)})
 * and reads the outcome as order events; seeing and answering quotes one by one is FIX's (35=S, 35=AJ).
 */
public interface RfqQuote {
    /** Dealer's quote id, unique per dealer. */
    String getQuoteId();

    /** RFQ the quote answers. */
    String getRfqId();

    /** Client's request id. */
    String getClientRfqId();

    /** Dealer id. */
    String getDealer();

    /** Dealer's bid; {@code NaN} when one-sided. */
    double getBidPrice();

    /** Quantity at the bid. */
    long getBidSize();

    /** Dealer's offer; {@code NaN} when one-sided. */
    double getOfferPrice();

    /** Quantity at the offer. */
    long getOfferSize();

    /** Time after which the dealer is no longer bound. */
    Instant getValidUntil();

    /** {@code INDICATIVE} or {@code TRADEABLE}. */
    QuoteType getQuoteType();

    /** Current state of the quote, see below. */
    QuoteStatus getStatus();

    /** When Tachyon received the quote. */
    Instant getReceiveTime();

    /** Rank among the RFQ's active quotes, 1 = best: on the requested side, or by the narrower spread (offer minus bid) on a client's two-way request that names no side (a 35=D RFQ always has one), a one-sided quote after every two-sided one; ties go to the earlier quote. */
    int getRank();
}
