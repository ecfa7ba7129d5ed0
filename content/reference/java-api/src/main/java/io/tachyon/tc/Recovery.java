package io.tachyon.tc;

import java.util.List;

/** What the journal cannot know after a restart or failover. */
public interface Recovery {
    /** Orders sent without a final venue answer; a report for one removes it. Never resend one. */
    List<InFlightOrder> inFlight();
}
