package dev.brisk.bench.jsonp;

import dev.brisk.jsonp.BriskJsonProvider;
import jakarta.json.spi.JsonProvider;
import org.eclipse.parsson.JsonProviderImpl;

/**
 * The two JSON-P providers, each made directly: both are on the benchmark class path, so
 * {@code JsonProvider.provider()} would pick one of them by class-path order.
 */
final class JsonpProviders {
    private JsonpProviders() {}

    static final JsonProvider BRISK = new BriskJsonProvider();
    static final JsonProvider PARSSON = new JsonProviderImpl();
}
