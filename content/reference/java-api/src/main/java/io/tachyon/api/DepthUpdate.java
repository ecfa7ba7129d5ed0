package io.tachyon.api;

import java.util.EnumSet;
import java.util.List;

/** A Level 2 update: the book after the change, as a {@link DepthView}, and the changes that made it. */
public interface DepthUpdate extends DepthView, MarketDataRecord {
    /** {@code true} when the record replaces the whole book (new subscription, gap recovery, resync). */
    boolean isSnapshot();

    /** {@code SNAPSHOT}, {@code CONFLATED}, {@code STALE}, {@code INDICATIVE}, {@code CROSSED}, {@code ONE_SIDED}; as on level 1. */
    EnumSet<MdFlag> getFlags();

    /** Changes since the previous record delivered to this consumer; empty on a snapshot. */
    List<LevelChange> getChanges();
}
