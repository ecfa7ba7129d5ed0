package io.tachyon.api;

/** Tachyon's 64-bit order id, written {@code T} and 16 hex digits ({@code T00000A1F3C2B7D41}). */
public final class OrderId {
    private final long value;

    private OrderId(long value) {
        this.value = value;
    }

    public static OrderId of(long value) {
        return new OrderId(value);
    }

    /** Reads the written form, {@code T} and 16 hex digits. */
    public static OrderId parse(String text) {
        if (!text.matches("T[0-9A-Fa-f]{16}")) {
            throw new IllegalArgumentException("not an order id: " + text);
        }
        return new OrderId(Long.parseUnsignedLong(text.substring(1), 16));
    }

    public long value() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OrderId o && o.value == value;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(value);
    }

    @Override
    public String toString() {
        return String.format("T%016X", value);
    }
}
