package io.tachyon.algo;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Binds a parameter record's component to a parameter of FIX tag 7002 ({@code Slices=12}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD})
public @interface Param {
    String name();

    /** The text used when the client sends none; empty: the parameter is required. */
    String defaultValue() default "";
}
