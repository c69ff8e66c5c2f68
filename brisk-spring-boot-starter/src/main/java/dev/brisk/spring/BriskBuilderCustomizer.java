package dev.brisk.spring;

import dev.brisk.bind.Brisk;

/**
 * Adjusts the auto-configured {@link Brisk} mapper before it is built: register codecs or
 * factories, set options that {@code application.properties} does not name. Declare any number as
 * beans; they run in their {@link org.springframework.core.annotation.Order order}, after the
 * {@code brisk.*} properties have been applied, so a customizer has the last word.
 */
@FunctionalInterface
public interface BriskBuilderCustomizer {

    /** Changes {@code builder} in place. */
    void customize(Brisk.Builder builder);
}
