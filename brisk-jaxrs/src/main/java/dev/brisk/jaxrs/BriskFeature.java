package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;

import java.util.Objects;

/**
 * Makes a Jakarta REST application (server or client) read and write JSON through Brisk.
 *
 * <p>You rarely register it yourself: brisk-jaxrs lists a feature for {@link java.util.ServiceLoader}
 * ({@code META-INF/services/jakarta.ws.rs.core.Feature}), which Jakarta REST 3.1+ runtimes such as
 * Jersey load unless {@code jakarta.ws.rs.loadServices} is {@code false}. Register it to bring
 * your own mapper (its limits, unknown-property policy and codecs then apply to every body):
 *
 * <pre>{@code
 * Brisk brisk = Brisk.builder().failOnUnknownProperties(true)
 *         .readerOptions(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(1 << 20)))
 *         .build();
 * new ResourceConfig(Orders.class).register(new BriskFeature(brisk));
 * ClientBuilder.newClient().register(new BriskFeature(brisk));
 * }</pre>
 *
 * <p>An application may instead register its own {@code ContextResolver<Brisk>}, which is asked
 * for each body (so the mapper may depend on the type). Without either, {@link Brisk#create()}
 * is used.
 */
public final class BriskFeature implements Feature {
    private final Brisk brisk;

    /** Registers the JSON provider with the mapper found through {@code ContextResolver<Brisk>}, or the default. */
    public BriskFeature() { this.brisk = null; }

    /**
     * Registers the JSON provider and makes {@code brisk} the mapper for every body.
     *
     * @param brisk the mapper whose options, limits and codecs apply
     */
    public BriskFeature(Brisk brisk) { this.brisk = Objects.requireNonNull(brisk, "brisk"); }

    /**
     * Jersey's JSON modules (Jackson, JSON-B, ...) each register only while this property is
     * unset or names them, and claim it when they do: claiming it for Brisk keeps one JSON
     * provider per application instead of Brisk reading and another module writing.
     */
    static final String JERSEY_JSON_FEATURE = "jersey.config.jsonFeature";

    @Override
    public boolean configure(FeatureContext context) {
        context.property(JERSEY_JSON_FEATURE, "BriskFeature");
        if (!context.getConfiguration().isRegistered(BriskJsonProvider.class)) {
            context.register(BriskJsonProvider.class);
        }
        if (brisk != null) context.register(new MapperResolver(brisk));
        return true;
    }
}
