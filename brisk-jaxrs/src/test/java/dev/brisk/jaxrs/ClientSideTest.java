package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import dev.brisk.json.JsonException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** On Jersey's client, a response Brisk cannot read fails the read with Brisk's location; the client's mapper applies. */
class ClientSideTest {
    @Test
    void aMalformedResponseFailsTheReadWithBrisksLocation() {
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class))) {
            ProcessingException e = assertThrows(ProcessingException.class,
                    () -> server.target("shop/broken").request().get(Shop.Order.class));
            JsonException cause = assertInstanceOf(JsonException.class, e.getCause(), String.valueOf(e.getCause()));
            assertEquals(1, cause.line());
            assertEquals(22, cause.column());
            assertEquals("$.lines[0]", cause.path());
        }
    }

    @Test
    void theClientsOwnMapperReadsTheResponses() {
        Brisk strict = Brisk.builder().failOnUnknownProperties(true).build();
        try (JerseyServer server = JerseyServer.start(new ResourceConfig(Shop.class),
                ClientBuilder.newClient().register(new BriskFeature(strict)))) {
            // a Receipt has members an Order lacks: the strict client mapper refuses what the default one skips
            Shop.Order order = new Shop.Order("o-1", List.of());
            assertEquals(new Shop.Receipt("o-1", 0, java.math.BigDecimal.ZERO),
                    server.target("shop/orders").request().post(Entity.json(order), Shop.Receipt.class));
            ProcessingException e = assertThrows(ProcessingException.class,
                    () -> server.target("shop/orders").request().post(Entity.json(order), Shop.Order.class));
            assertInstanceOf(JsonException.class, e.getCause());
            try (Response response = ClientBuilder.newClient().target(server.base()).path("shop/orders").request()
                    .post(Entity.json(order))) {
                assertEquals(new Shop.Order(null, null), response.readEntity(Shop.Order.class), "the default mapper skips them");
            }
        }
    }
}
