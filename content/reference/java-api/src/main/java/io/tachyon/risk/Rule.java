package io.tachyon.risk;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Names a rule (in {@code risk.customRules} and {@code limits.conf}) and its code, 9000 to 9999 ({@code RSK-9001}). */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Rule {
    String name();

    int code();
}
