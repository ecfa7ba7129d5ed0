package org.junit.jupiter.api;

/** The JUnit 5 assertions the docs' tests use, their signatures only (the bodies are not JUnit's). */
public final class Assertions {
    private Assertions() {
    }

    public static void assertEquals(long expected, long actual) {
        check(expected == actual, expected + " != " + actual);
    }

    public static void assertEquals(double expected, double actual, double delta) {
        check(Math.abs(expected - actual) <= delta, expected + " != " + actual);
    }

    public static void assertEquals(Object expected, Object actual) {
        check(java.util.Objects.equals(expected, actual), expected + " != " + actual);
    }

    public static void assertTrue(boolean condition) {
        check(condition, "expected true");
    }

    public static void assertTrue(boolean condition, String message) {
        check(condition, message);
    }

    public static void assertFalse(boolean condition) {
        check(!condition, "expected false");
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }
}
