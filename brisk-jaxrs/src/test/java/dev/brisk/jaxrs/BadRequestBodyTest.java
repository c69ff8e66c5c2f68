package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import dev.brisk.json.Json;
import dev.brisk.json.JsonNumberValue;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonString;
import dev.brisk.json.JsonValue;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A body Brisk cannot read is the client's mistake: 400 with a problem document that says what
 * was wrong and where, never a 500. The limits and policies of the application's mapper apply.
 */
class BadRequestBodyTest {
    private static JerseyServer lenient;
    private static JerseyServer strict;

    /** 200 bytes of document, 4 levels of nesting, unknown members refused. */
    static final Brisk STRICT = Brisk.builder()
            .failOnUnknownProperties(true)
            .readerOptions(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(200).withMaxDepth(4)))
            .build();

    @BeforeAll
    static void start() {
        lenient = JerseyServer.start(new ResourceConfig(Shop.class));
        strict = JerseyServer.start(new ResourceConfig(Shop.class).register(new BriskFeature(STRICT)));
    }

    @AfterAll
    static void stop() {
        lenient.close();
        strict.close();
    }

    /** POSTs {@code body} as JSON and returns the problem document of the 400 that must come back. */
    private static JsonObject badRequest(JerseyServer server, String path, String body) {
        try (Response response = server.target(path).request(MediaType.APPLICATION_JSON)
                .post(Entity.entity(body, MediaType.APPLICATION_JSON))) {
            String text = response.readEntity(String.class);
            assertEquals(400, response.getStatus(), text);
            assertEquals("application/problem+json", response.getMediaType().toString());
            JsonObject problem = (JsonObject) Json.parse(text);
            assertEquals(400, ((JsonNumberValue) problem.get("status")).intValue());
            return problem;
        }
    }

    private static String text(JsonObject o, String name) { return ((JsonString) o.get(name)).value(); }

    private static long number(JsonObject o, String name) { return ((JsonNumberValue) o.get(name)).longValue(); }

    @Test
    void malformedJsonNamesLineColumnAndPath() {
        JsonObject problem = badRequest(lenient, "shop/orders", "{\"id\":\"o-1\",\n \"lines\":[{\"sku\":\"a\" \"quantity\":1}]}");
        assertEquals(2, number(problem, "line"));
        assertEquals(22, number(problem, "column"));
        assertEquals("$.lines[0].sku", text(problem, "path"));
        String detail = text(problem, "detail");
        assertTrue(detail.contains("at line 2, column 22"), detail);
        assertTrue(detail.contains("path $.lines[0].sku"), detail);
    }

    @Test
    void aValueOfTheWrongTypeNamesItsPath() {
        JsonObject problem = badRequest(lenient, "shop/orders", "{\"id\":\"o-1\",\"lines\":[{\"sku\":\"a\",\"quantity\":\"many\",\"price\":1}]}");
        assertEquals("$.lines[0].quantity", text(problem, "path"));
        assertEquals(1, number(problem, "line"));
    }

    @Test
    void aNumberOutOfRangeIsABadRequest() {
        JsonObject problem = badRequest(lenient, "shop/orders", "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":3000000000,\"price\":1}]}");
        assertTrue(text(problem, "detail").contains("3000000000 is out of int range"), text(problem, "detail"));
    }

    @Test
    void anEmptyBodyIsABadRequest() {
        JsonObject problem = badRequest(lenient, "shop/orders", "");
        assertEquals(1, number(problem, "line"));
    }

    @Test
    void trailingDataAfterTheValueIsABadRequest() {
        JsonObject problem = badRequest(lenient, "shop/echo-order", "{\"id\":\"o\",\"lines\":[]} {}");
        assertTrue(text(problem, "detail").startsWith("Trailing content"), text(problem, "detail"));
    }

    @Test
    void theConfiguredDocumentSizeLimitApplies() {
        String big = "{\"id\":\"" + "x".repeat(300) + "\",\"lines\":[]}";
        assertEquals(300, lenient.target("shop/echo-order").request().post(Entity.json(big), Shop.Order.class).id().length());
        JsonObject problem = badRequest(strict, "shop/echo-order", big);
        assertTrue(text(problem, "detail").contains("exceeds the limit of 200"), text(problem, "detail"));
    }

    @Test
    void theConfiguredDepthLimitApplies() {
        String deep = "{\"a\":{\"b\":{\"c\":{\"d\":{\"e\":1}}}}}";
        assertEquals(200, lenient.target("shop/notes").request().post(Entity.json(deep)).getStatus());
        JsonObject problem = badRequest(strict, "shop/notes", deep);
        assertTrue(text(problem, "detail").contains("depth"), text(problem, "detail"));
        assertEquals("$.a.b.c.d", text(problem, "path"));
    }

    @Test
    void theConfiguredUnknownPropertyPolicyApplies() {
        String body = "{\"id\":\"o\",\"lines\":[],\"coupon\":\"FREE\"}";
        assertEquals("o", lenient.target("shop/echo-order").request().post(Entity.json(body), Shop.Order.class).id());
        JsonObject problem = badRequest(strict, "shop/echo-order", body);
        assertTrue(text(problem, "detail").contains("coupon"), text(problem, "detail"));
    }

    @Test
    void aRequiredPrimitiveThatIsMissingOrNullIsABadRequest() {
        JsonObject problem = badRequest(lenient, "shop/orders", "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":null,\"price\":1}]}");
        JsonValue path = problem.get("path");
        assertTrue(path != null && ((JsonString) path).value().startsWith("$.lines[0]"), String.valueOf(path));
    }

    @Test
    void aBodyBadDeepInsideABigDocumentIsStillLocated() {
        StringBuilder body = new StringBuilder("[");
        for (int i = 0; i < 5_000; i++) body.append(i == 0 ? "" : ",\n").append("{\"id\":\"o").append(i).append("\",\"lines\":[]}");
        body.append(",\n{\"id\":\"last\",\"lines\":[}]");
        JsonObject problem = badRequest(lenient, "shop/orders/batch", body.toString());
        assertEquals(5_001, number(problem, "line"));
        assertEquals("$[5000].lines[0]", text(problem, "path"));
        assertNull(problem.get("stack"));
    }
}
