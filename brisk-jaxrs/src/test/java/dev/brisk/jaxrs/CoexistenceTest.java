package dev.brisk.jaxrs;

import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.CommonProperties;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application that has Jersey's Jackson module too (discovered by Jersey, as it is when on
 * the class path): adding brisk-jaxrs makes Brisk read and write its JSON.
 */
class CoexistenceTest {
    private static JerseyServer withJackson() {
        return JerseyServer.start(new ResourceConfig(Shop.class).property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, false),
                ClientBuilder.newClient());
    }

    @Test
    void jacksonIsThereWhenBriskIsNot() {
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class)
                .property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, false).property("jakarta.ws.rs.loadServices", false));
             Response response = server.target("shop/echo-order").request(MediaType.APPLICATION_JSON)
                     .post(Entity.entity("{\"id\":\"o-1\",\"lines\":[]}", MediaType.APPLICATION_JSON))) {
            assertEquals(200, response.getStatus(), "Jackson binds the record: the test sees the module for real");
        }
    }

    @Test
    void briskReadsTheBodiesWhenBothAreThere() {
        try (JerseyServer server = withJackson();
             Response response = server.target("shop/echo-order").request(MediaType.APPLICATION_JSON)
                     .post(Entity.entity("{\"id\":\"o-1\",\"lines\":[}", MediaType.APPLICATION_JSON))) {
            assertEquals(400, response.getStatus());
            assertEquals("application/problem+json", response.getMediaType().toString());
            assertTrue(response.readEntity(String.class).contains("\"path\":\"$.lines[0]\""));
        }
    }

    @Test
    void theClientReadsThroughBriskWhenBothAreThere() {
        try (JerseyServer server = withJackson()) {
            jakarta.ws.rs.ProcessingException e = org.junit.jupiter.api.Assertions.assertThrows(jakarta.ws.rs.ProcessingException.class,
                    () -> server.target("shop/broken").request().get(Shop.Order.class));
            org.junit.jupiter.api.Assertions.assertInstanceOf(dev.brisk.json.JsonException.class, e.getCause(), String.valueOf(e.getCause()));
        }
    }

    @Test
    void briskWritesTheBodiesWhenBothAreThere() {
        try (JerseyServer server = withJackson();
             Response response = server.target("shop/loop").request(MediaType.APPLICATION_JSON).get()) {
            // Jackson would write the self-reference until its own depth limit; Brisk fails before sending anything
            assertEquals(500, response.getStatus());
            assertTrue(!response.readEntity(String.class).contains("\"name\""));
        }
    }
}
