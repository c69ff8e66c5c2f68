package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How an application gets Brisk: by having brisk-jaxrs on the class path, or by registering it with a mapper. */
class DiscoveryTest {
    private static final String ORDER = "{\"id\":\"o-1\",\"lines\":[],\"coupon\":\"FREE\"}";

    private static Response post(JerseyServer server) {
        return server.target("shop/echo-order").request(MediaType.APPLICATION_JSON).post(Entity.json(ORDER));
    }

    @Test
    void serviceLoadingIsWhatRegistersBrisk() {
        // Jersey's Jackson module is on the test class path (CoexistenceTest): told another JSON feature is in charge, it stays out
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class).property("jakarta.ws.rs.loadServices", false)
                .property(BriskFeature.JERSEY_JSON_FEATURE, "none"));
             Response response = post(server)) {
            assertEquals(415, response.getStatus(), "without service loading no reader binds a record");
        }
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class));
             Response response = post(server)) {
            assertEquals(200, response.getStatus());
            assertEquals("{\"id\":\"o-1\",\"lines\":[]}", response.readEntity(String.class));
        }
    }

    @Test
    void theFeatureRegisteredByHandWorksWithoutServiceLoading() {
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class)
                .property("jakarta.ws.rs.loadServices", false).register(new BriskFeature()));
             Response response = post(server)) {
            assertEquals(200, response.getStatus());
        }
    }

    @Test
    void aMapperGivenToTheFeatureWinsOverTheDiscoveredDefault() {
        Brisk strict = Brisk.builder().failOnUnknownProperties(true).build();
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class).register(new BriskFeature(strict)));
             Response response = post(server)) {
            assertEquals(400, response.getStatus());
            assertTrue(response.readEntity(String.class).contains("coupon"));
        }
    }

    /** An application's own resolver, as Jakarta REST applications configure JSON providers. */
    @Provider
    public static class StrictMapper implements ContextResolver<Brisk> {
        private static final Brisk STRICT = Brisk.builder().failOnUnknownProperties(true).build();

        @Override
        public Brisk getContext(Class<?> type) { return STRICT; }
    }

    @Test
    void anApplicationsContextResolverSuppliesTheMapper() {
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class, StrictMapper.class));
             Response response = post(server)) {
            assertEquals(400, response.getStatus());
            assertTrue(response.readEntity(String.class).contains("coupon"));
        }
    }
}
