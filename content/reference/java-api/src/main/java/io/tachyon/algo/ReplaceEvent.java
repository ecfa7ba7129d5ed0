package io.tachyon.algo;

/** A client's replace of the parent: {@link #accept()} it or {@link #reject(String)} it. */
public interface ReplaceEvent {
    /** The parent's new total quantity, filled quantity included. */
    long getQuantity();

    /** The parent's new limit price; after {@link #accept()}, {@code parent().hasLimitPrice()} says whether it has one. */
    double getLimitPrice();

    /** The new parameters, bound to the algorithm's parameter record. */
    AlgoParameters getParams();

    /** Accept the replace: {@code parent()} and {@code params()} return the new values. */
    void accept();

    /** Refuse the replace with this text; the parent keeps its values. */
    void reject(String text);
}
