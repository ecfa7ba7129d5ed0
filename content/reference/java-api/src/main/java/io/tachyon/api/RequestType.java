package io.tachyon.api;

/** The request a reject answers: a new order, a replace or a cancel. */
public enum RequestType { NEW, REPLACE, CANCEL }
