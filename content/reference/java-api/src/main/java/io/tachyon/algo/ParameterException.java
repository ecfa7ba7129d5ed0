package io.tachyon.algo;

/** Rejects the parent with TRJ-1012 (ALGO_PARAMETER_INVALID); the message goes to FIX tag 58. */
public class ParameterException extends RuntimeException {
    private final String param;

    public ParameterException(String param, String message) {
        super(param + " " + message);
        this.param = param;
    }

    public String getParam() {
        return param;
    }
}
