package dev.brisk.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.brisk.bind.TypeToken;
import dev.brisk.spring.app.Handshake;
import dev.brisk.spring.app.Http;
import dev.brisk.spring.app.JacksonPresence;
import dev.brisk.spring.app.Order;
import dev.brisk.spring.app.Orders;
import dev.brisk.spring.app.Problem;
import dev.brisk.spring.app.Summary;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerCodecConfigurer;

/** WebFlux on a reactive server with the starter, driven over HTTP. */
@SpringBootTest(classes = FluxApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive",
        "spring.http.codecs.max-in-memory-size=16KB",
        "brisk.fail-on-unknown-properties=true",
        "brisk.write-nulls=true",
        "brisk.limits.max-depth=16",
})
class FluxStarterTest {
    private static final String ORDER = "{\"order_id\":7,\"lines\":[{\"sku\":\"a\",\"quantity\":3,\"cents\":250}]}";

    @LocalServerPort int port;
    @Autowired ServerCodecConfigurer codecs;
    Http http;

    @BeforeEach
    void setUp() {
        http = new Http(port);
        Handshake.reset();
    }

    @Test
    void briskReadsTheRequestAndWritesTheResponse() throws Exception {
        HttpResponse<String> response = http.post("/orders", "application/json", ORDER);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"order_id\":7,\"total\":750,\"note\":null}");
    }

    @Test
    void briskCodecsComeBeforeJacksonsOrStandAlone() {
        List<String> readers = codecs.getReaders().stream().map(FluxStarterTest::decoderName).toList();
        List<String> writers = codecs.getWriters().stream().map(FluxStarterTest::encoderName).toList();
        int briskReader = readers.indexOf(BriskJsonDecoder.class.getName());
        int briskWriter = writers.indexOf(BriskJsonEncoder.class.getName());
        int jacksonReader = readers.indexOf("org.springframework.http.codec.json.JacksonJsonDecoder");
        int jacksonWriter = writers.indexOf("org.springframework.http.codec.json.JacksonJsonEncoder");
        assertThat(briskReader).isGreaterThanOrEqualTo(0);
        assertThat(briskWriter).isGreaterThanOrEqualTo(0);
        if (JacksonPresence.present()) {
            assertThat(jacksonReader).isGreaterThan(briskReader);
            assertThat(jacksonWriter).isGreaterThan(briskWriter);
        } else {
            assertThat(jacksonReader).isEqualTo(-1);
            assertThat(jacksonWriter).isEqualTo(-1);
        }
    }

    @Test
    void malformedBodyIsA400NamingLineColumnAndPath() throws Exception {
        String body = "{\n  \"order_id\": 7,\n  \"lines\": [{\"sku\": \"a\", \"quantity\": 1, \"cents\": 5},, ]\n}";

        HttpResponse<String> response = http.post("/orders", "application/json", body);

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        Problem problem = Http.problem(response);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.column()).isEqualTo(body.split("\n")[2].indexOf(",,") + 2);
        assertThat(problem.jsonPath()).startsWith("$.lines[");
        assertThat(problem.detail()).contains("at line 3, column " + problem.column());
    }

    @Test
    void anUnknownPropertyIsA400WhenConfiguredSo() throws Exception {
        HttpResponse<String> response = http.post("/orders", "application/json",
                "{\"order_id\":7,\"lines\":[],\"colour\":\"red\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.problem(response).jsonPath()).isEqualTo("$.colour");
    }

    @Test
    void aBodyOverTheConfiguredDepthIsA400NamingTheLimit() throws Exception {
        String deep = "[".repeat(20) + "]".repeat(20);
        HttpResponse<String> response = http.post("/orders", "application/json",
                "{\"order_id\":7,\"lines\":[],\"meta\":" + deep + "}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.problem(response).detail()).contains("limit of 16").contains("line 1, column");
    }

    @Test
    void anNdjsonRequestIsReadValueByValueFarBeyondTheInMemoryLimit() throws Exception {
        int count = 5_000; // about 500 KB against a 16 KB max-in-memory-size

        Http.Reply response = http.postOrdersAfterHandshake("/orders?handshake=true", count);

        assertThat(Handshake.serverHasFirstValue).isCompleted();
        assertThat(response.status()).isEqualTo(200);
        assertThat(Http.BRISK.read(response.body(), Summary.class)).isEqualTo(new Summary(count, Orders.total(count)));
    }

    @Test
    void anNdjsonResponseIsWrittenValueByValue() throws Exception {
        int count = 2_000;

        HttpResponse<Stream<String>> response = http.getLines("/orders?handshake=true&count=" + count, "application/x-ndjson");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/x-ndjson"));
        try (Stream<String> lines = response.body()) {
            Iterator<String> it = lines.iterator();
            // The server holds back the second value until this client has the first line.
            assertThat(Http.BRISK.read(it.next(), Order.class)).isEqualTo(Orders.order(1));
            Handshake.clientHasFirstLine.complete(null);
            int seen = 1;
            while (it.hasNext()) {
                assertThat(Http.BRISK.read(it.next(), Order.class)).isEqualTo(Orders.order(++seen));
            }
            assertThat(seen).isEqualTo(count);
        }
    }

    @Test
    void aFluxAsJsonIsOneArray() throws Exception {
        HttpResponse<String> response = http.get("/orders/all?count=3", "application/json");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Http.BRISK.read(response.body(), new TypeToken<List<Order>>() {})).isEqualTo(Orders.orders(3));
    }

    @Test
    void aMalformedNdjsonLineIsA400NamingItsLineInTheBody() throws Exception {
        String body = Orders.line(1) + Orders.line(2) + "{\"order_id\":3,\"lines\":[}\n" + Orders.line(4);

        HttpResponse<String> response = http.post("/orders", "application/x-ndjson", body);

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.offset()).isEqualTo((long) (Orders.line(1) + Orders.line(2)).length() + "{\"order_id\":3,\"lines\":[".length());
        assertThat(problem.detail()).contains("line 3, column");
    }

    @Test
    void anNdjsonLineOverTheInMemoryLimitIsA400NamingItsLine() throws Exception {
        String huge = "{\"order_id\":3,\"lines\":[{\"sku\":\"" + "x".repeat(20_000) + "\",\"quantity\":1,\"cents\":1}]}\n";

        HttpResponse<String> response = http.post("/orders", "application/x-ndjson", Orders.line(1) + Orders.line(2) + huge);

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.detail()).contains("limit of 16384 bytes").contains("max-in-memory-size");
    }

    @Test
    void aSingleBodyOverTheInMemoryLimitIsAClientError() throws Exception {
        String huge = "{\"order_id\":3,\"lines\":[{\"sku\":\"" + "x".repeat(20_000) + "\",\"quantity\":1,\"cents\":1}]}";

        HttpResponse<String> response = http.post("/orders", "application/json", huge);

        assertThat(response.statusCode()).isBetween(400, 499);
    }

    @Test
    void bootsErrorPageIsJsonThroughBrisk() throws Exception {
        HttpResponse<String> response = http.get("/no-such-page", "application/json");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("\"status\":404").contains("\"path\":\"/no-such-page\"")
                .containsPattern("\"timestamp\":\"\\d{4}-\\d\\d-\\d\\dT[^\"]+Z\"");
    }

    private static String decoderName(HttpMessageReader<?> reader) {
        return reader instanceof DecoderHttpMessageReader<?> d ? d.getDecoder().getClass().getName() : reader.getClass().getName();
    }

    private static String encoderName(HttpMessageWriter<?> writer) {
        return writer instanceof EncoderHttpMessageWriter<?> e ? e.getEncoder().getClass().getName() : writer.getClass().getName();
    }
}
