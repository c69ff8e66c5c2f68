package dev.brisk.jaxrs.internal;

import dev.brisk.jaxrs.BriskFeature;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;

/**
 * The feature that {@code META-INF/services} names. It is a class of its own, not
 * {@link BriskFeature}: runtimes register a feature class once, so an application's own
 * {@code new BriskFeature(brisk)} would otherwise be dropped as a duplicate of the discovered one.
 */
public final class DiscoveredFeature implements Feature {
    /** Called by the runtime's service loading. */
    public DiscoveredFeature() { }

    @Override
    public boolean configure(FeatureContext context) {
        return new BriskFeature().configure(context);
    }
}
