package io.tachyon.api;

/**
 * A bracket: an entry order with two exits sent once it fills, a take-profit limit and a
 * protective stop, which then behave as an OCO pair. Exits are sized to the entry's filled quantity.
 */
public interface BracketOrder {
    /** A builder of a bracket. */
    static Builder builder() {
        throw new Unimplemented();
    }

    /** The entry order, any type. */
    NewOrder getEntry();

    /** Limit price of the exit on the profitable side. */
    double getTakeProfitPrice();

    /** Stop price of the protective exit. */
    double getStopLossPrice();

    /** Optional: makes the stop a {@code STOP_LIMIT} at this price; {@code NaN} for a plain {@code STOP}. */
    double getStopLossLimit();

    /** Time in force of the exits, default {@code GTC}. */
    TimeInForce getExitTif();

    /** Builds a {@link BracketOrder}; entry, take-profit and stop-loss prices are required. */
    interface Builder {
        /** The entry order. */
        Builder entry(NewOrder entry);

        /** Limit price of the take-profit exit. */
        Builder takeProfitPrice(double price);

        /** Stop price of the protective exit. */
        Builder stopLossPrice(double price);

        /** Makes the stop a {@code STOP_LIMIT} at this price. */
        Builder stopLossLimit(double price);

        /** Time in force of the exits. */
        Builder exitTif(TimeInForce tif);

        /** The bracket. */
        BracketOrder build();
    }
}
