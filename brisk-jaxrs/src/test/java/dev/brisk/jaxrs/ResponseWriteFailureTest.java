package dev.brisk.jaxrs;

import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A value the mapper cannot write is the server's fault (500), and the client must not get the
 * part that was written before the failure as if it were the answer.
 */
class ResponseWriteFailureTest {
    private static JerseyServer server;

    @BeforeAll
    static void start() { server = JerseyServer.start(new ResourceConfig(Shop.class)); }

    @AfterAll
    static void stop() { server.close(); }

    @Test
    void aCyclicGraphIsA500WithNoneOfItsJson() {
        try (Response response = server.target("shop/loop").request().get()) {
            assertEquals(500, response.getStatus());
            String body = response.readEntity(String.class);
            assertFalse(body.contains("\"name\""), body);
        }
    }

    @Test
    void aNanInASmallResponseIsA500WithNoneOfItsJson() {
        try (Response response = server.target("shop/measurements").queryParam("count", 100).queryParam("nanAt", 90)
                .request().get()) {
            assertEquals(500, response.getStatus());
            assertFalse(response.readEntity(String.class).contains("m89"));
        }
    }

    @Test
    void aNanPastTheHeldBackPartCutsTheResponseShortSoThatItIsNoValidJson() {
        // 20,000 measurements are about 700 KB: the first 64 KiB went out before the NaN was met,
        // so the status was sent; what the client gets must not parse as a shorter, valid answer
        try (Response response = server.target("shop/measurements").queryParam("count", 20_000).queryParam("nanAt", 19_000)
                .request().get()) {
            String body = readWhatArrives(response);
            assertTrue(body.length() >= BriskJsonProvider.HELD_BACK, "length " + body.length());
            assertFalse(body.contains("m19000"));
            assertThrows(JsonException.class, () -> Json.parse(body));
        }
    }

    /** The body up to where the connection or the chunked stream ended. */
    private static String readWhatArrives(Response response) {
        try {
            return response.readEntity(String.class);
        } catch (ProcessingException cut) {
            return "";
        }
    }
}
