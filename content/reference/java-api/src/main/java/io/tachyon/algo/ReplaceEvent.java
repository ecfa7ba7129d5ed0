package io.tachyon.algo;

/** A client's replace of the parent: {@link #accept()} it or {@link #reject(String)} it. */
public interface ReplaceEvent {
    long getQuantity();

    double getLimitPrice();

    /** The new parameters, bound to the algorithm's parameter record. */
    AlgoParameters getParams();

    void accept();

    void reject(String text);
}
