package io.tachyon.api;

import java.time.Instant;
import java.util.List;

/**
 * A request for quote sent to dealers (FIX 35=R).
 *
 * <p>No client method takes or returns it: the Java API has no RFQ service. A Java client starts an
 * RFQ as an order ({@code NewOrder} with {@code algo("RFQ", params)}, {@link OrderService#submit(NewOrder)})
 * and reads the outcome as order events; seeing and answering quotes one by one is FIX's (35=S, 35=AJ).
 */
public interface RfqRequest {
    /** Client's id for the request, unique per session and day, as a {@code clOrdId}. */
    String getClientRfqId();

    /** Tachyon {@code orderId} of the RFQ, {@code T} + 16 hex digits. */
    String getRfqId();

    /** Account to book the trade to. */
    String getAccount();

    /** Tachyon symbol. */
    String getSymbol();

    /**
     * {@code BUY} or {@code SELL}; {@code null} when the client asks a two-way price (a QuoteRequest
     * without Side (54)); always set on an RFQ entered as an order. Dealers see it only with the
     * {@code DiscloseSide} parameter.
     */
    Side getSide();

    /** Requested quantity, or face amount for bonds. */
    long getQuantity();

    /** Requested settlement, {@code YYYYMMDD}; default regular settlement. */
    String getSettlementDate();

    /** Dealer ids to ask, at most {@code algos.rfq.maxDealers} (default 8); empty means the default panel {@code algos.rfq.defaultPanel}. */
    List<String> getDealers();

    /** {@code INDICATIVE} or {@code TRADEABLE} (default). */
    QuoteType getQuoteType();

    /** When the RFQ stops collecting quotes; default the request time plus the RFQ algorithm's {@code QuoteWindow} (5s). */
    Instant getExpireTime();

    /**
     * {@code NONE} (the client responds), {@code BEST} (accept the best quote when the window
     * closes: at {@code expireTime}, or earlier once every dealer has answered),
     * {@code FIRST_AT_LIMIT} (accept the first quote at or better than {@code limitPrice}).
     * {@code BEST} by default on an order with algorithm {@code RFQ}, {@code NONE} by default on a
     * QuoteRequest (35=R).
     */
    AutoExecute getAutoExecute();

    /** With {@code BEST}, the tradeable quotes needed before executing (default 1). */
    int getMinQuotes();

    /** Worst acceptable price for auto-execution. */
    double getLimitPrice();
}
