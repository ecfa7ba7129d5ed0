package io.tachyon.api.service;

/** Secrets of {@code secrets.provider}, by the name a {@code ${secret:name}} reference uses. */
public interface SecretResolver {
    /** The secret's value; throws {@link IllegalArgumentException} for a name the provider lacks. */
    String resolve(String name);
}
