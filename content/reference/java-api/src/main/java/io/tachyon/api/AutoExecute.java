package io.tachyon.api;

/** Whether Tachyon accepts a quote on the client's behalf (FIX: `AutoExecute` in AlgoParams, 7002). */
public enum AutoExecute { NONE, BEST, FIRST_AT_LIMIT }
