package io.tachyon.api;

/** How a multi-leg order is executed (FIX tag 7004). */
public enum LegExecution {
    /** As one instrument, the venue's strategy named in {@code strategy}: the venue trades the legs together; the default when {@code strategy} is set. */
    NATIVE,

    /** Legged by Tachyon: the least liquid leg first, the others as it fills, each at its leg limit where it has one; the default without {@code strategy}. */
    LEGGED
}
