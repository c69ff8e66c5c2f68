package dev.brisk.jaxrs;

import dev.brisk.jaxrs.Shop.Customer;
import dev.brisk.jaxrs.Shop.Line;
import dev.brisk.jaxrs.Shop.Order;
import dev.brisk.jaxrs.Shop.Page;
import dev.brisk.jaxrs.Shop.Receipt;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.GenericType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bodies of every shape a resource declares go through Brisk on a real server and a real client,
 * with nothing registered on either: both find Brisk through service loading.
 */
class RoundTripTest {
    private static JerseyServer server;

    @BeforeAll
    static void start() { server = JerseyServer.start(new ResourceConfig(Shop.class)); }

    @AfterAll
    static void stop() { server.close(); }

    private static final Order ORDER = new Order("o-1", List.of(
            new Line("apple", 3, new BigDecimal("0.40")), new Line("pear", 2, new BigDecimal("1.25"))));

    @Test
    void aRecordIsReadFromTheRequestAndAnotherWrittenToTheResponse() {
        Receipt receipt = server.target("shop/orders").request(MediaType.APPLICATION_JSON)
                .post(Entity.json(ORDER), Receipt.class);
        assertEquals(new Receipt("o-1", 5, new BigDecimal("3.70")), receipt);
    }

    @Test
    void theBytesOnTheWireAreBrisksJson() {
        try (Response response = server.target("shop/orders").request()
                .post(Entity.entity("{\"id\":\"o-2\",\"lines\":[{\"sku\":\"fig\",\"quantity\":4,\"price\":0.25}]}",
                        MediaType.APPLICATION_JSON))) {
            assertEquals(200, response.getStatus());
            assertEquals(MediaType.APPLICATION_JSON_TYPE, response.getMediaType());
            assertEquals(40, response.getLength(), "a small answer is sent whole, with its length");
            assertEquals("{\"orderId\":\"o-2\",\"items\":4,\"total\":1.00}", response.readEntity(String.class));
        }
    }

    @Test
    void listsOfRecordsTravelBothWays() {
        List<Receipt> receipts = server.target("shop/orders/batch").request()
                .post(Entity.json(List.of(ORDER, new Order("o-3", List.of()))), new GenericType<List<Receipt>>() { });
        assertEquals(List.of(new Receipt("o-1", 5, new BigDecimal("3.70")), new Receipt("o-3", 0, BigDecimal.ZERO)), receipts);
    }

    @Test
    void genericRecordsAreBoundWithTheirTypeArguments() {
        Page<Order> page = new Page<>(List.of(ORDER), 7);
        Page<Receipt> receipts = server.target("shop/orders/page").request()
                .post(Entity.entity(page, MediaType.APPLICATION_JSON), new GenericType<Page<Receipt>>() { });
        assertEquals(new Page<>(List.of(new Receipt("o-1", 5, new BigDecimal("3.70"))), 7), receipts);
    }

    @Test
    void mapsAreWrittenAsObjects() {
        List<Line> lines = List.of(new Line("a", 1, BigDecimal.ONE), new Line("b", 2, BigDecimal.ONE), new Line("a", 4, BigDecimal.ONE));
        Map<String, Integer> stock = server.target("shop/stock").request()
                .post(Entity.json(lines), new GenericType<Map<String, Integer>>() { });
        assertEquals(Map.of("a", 5, "b", 2), stock);
    }

    @Test
    void javaBeansAreReadAndWrittenThroughTheirAccessors() {
        Customer got = server.target("shop/customers/ada").request().get(Customer.class);
        assertEquals("ada", got.getName());
        assertEquals(List.of("new", "eu"), got.getTags());

        Customer echoed = server.target("shop/customers").request()
                .post(Entity.json(new Customer("grace", List.of("ü", "😀"))), Customer.class);
        assertEquals("grace", echoed.getName());
        assertEquals(List.of("ü", "😀"), echoed.getTags());
    }

    @Test
    void structuredSyntaxJsonTypesAreJsonToo() {
        try (Response response = server.target("shop/echo-order").request(MediaType.APPLICATION_JSON)
                .post(Entity.entity("{\"id\":\"o-9\",\"lines\":[]}", "application/vnd.shop.order+json"))) {
            // the resource consumes application/json only: the runtime refuses the type before any reader runs
            assertEquals(415, response.getStatus());
        }
        assertTrue(new BriskJsonProvider().isReadable(Order.class, Order.class, new java.lang.annotation.Annotation[0],
                MediaType.valueOf("application/vnd.shop.order+json")));
    }

    @Test
    void aStringParameterGetsTheBodyTextNotAJsonString() {
        String answer = server.target("shop/raw").request(MediaType.TEXT_PLAIN)
                .post(Entity.json("{\"a\":1}"), String.class);
        assertEquals("length 7: {\"a\":1}", answer);
    }

    @Test
    void aBodyInAnotherCharsetThanUtf8IsDecodedFromIt() {
        byte[] utf16 = "{\"id\":\"ö-1\",\"lines\":[]}".getBytes(java.nio.charset.StandardCharsets.UTF_16BE);
        Order order = server.target("shop/echo-order").request(MediaType.APPLICATION_JSON)
                .post(Entity.entity(utf16, "application/json; charset=UTF-16BE"), Order.class);
        assertEquals(new Order("ö-1", List.of()), order);
    }

    @Test
    void aLargeResponseStreamsPastTheHeldBackPart() {
        List<Shop.Measurement> all = server.target("shop/measurements").queryParam("count", 20_000).queryParam("nanAt", -1)
                .request().get(new GenericType<List<Shop.Measurement>>() { });
        assertEquals(20_000, all.size());
        assertEquals(new Shop.Measurement("m19999", 9999.5), all.get(19_999));
    }
}
