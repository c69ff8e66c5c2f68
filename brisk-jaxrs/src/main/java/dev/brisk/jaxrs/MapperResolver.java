package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import jakarta.ws.rs.ext.ContextResolver;

/** The mapper given to {@link BriskFeature}, offered to {@link BriskJsonProvider} for every type. */
final class MapperResolver implements ContextResolver<Brisk> {
    private final Brisk brisk;

    MapperResolver(Brisk brisk) { this.brisk = brisk; }

    @Override
    public Brisk getContext(Class<?> type) { return brisk; }
}
