package io.tachyon.api;

/** The length of an OHLC bar; in JSON the duration string ({@code 1m}). */
public enum BarInterval { ONE_SECOND, ONE_MINUTE, FIVE_MINUTES, FIFTEEN_MINUTES, ONE_HOUR, ONE_DAY }
