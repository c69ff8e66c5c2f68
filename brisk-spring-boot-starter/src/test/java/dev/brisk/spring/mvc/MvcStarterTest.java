package dev.brisk.spring.mvc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.brisk.spring.app.Handshake;
import dev.brisk.spring.app.Http;
import dev.brisk.spring.app.JacksonPresence;
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
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/** Spring MVC on Tomcat with the starter, driven over HTTP. */
@SpringBootTest(classes = MvcApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "brisk.fail-on-unknown-properties=true",
        "brisk.write-nulls=true",
        "brisk.limits.max-depth=16",
        "brisk.limits.max-document-size=16384",
})
class MvcStarterTest {
    private static final String ORDER = "{\"order_id\":7,\"lines\":[{\"sku\":\"a\",\"quantity\":3,\"cents\":250}]}";

    @LocalServerPort int port;
    @Autowired RequestMappingHandlerAdapter adapter;
    @Autowired BriskHttpMessageConverter jsonConverter;
    @Autowired BriskNdjsonHttpMessageConverter ndjsonConverter;
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
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        // order_id is Brisk's @JsonName; the null note is written because of brisk.write-nulls.
        assertThat(response.body()).isEqualTo("{\"order_id\":7,\"total\":750,\"note\":null}");
    }

    @Test
    void briskConvertersComeBeforeJacksonsOrStandAlone() {
        List<HttpMessageConverter<?>> converters = adapter.getMessageConverters();
        int brisk = indexOf(converters, BriskHttpMessageConverter.class.getName());
        int jackson = indexOf(converters, "org.springframework.http.converter.json.JacksonJsonHttpMessageConverter");
        assertThat(brisk).isGreaterThanOrEqualTo(0);
        assertThat(indexOf(converters, BriskNdjsonHttpMessageConverter.class.getName())).isGreaterThanOrEqualTo(0);
        if (JacksonPresence.present()) {
            assertThat(jackson).isGreaterThan(brisk);
        } else {
            assertThat(jackson).isEqualTo(-1);
        }
    }

    @Test
    void mvcUsesTheConverterBeansThemselves() {
        // The beans are what an application replaces (@ConditionalOnMissingBean): MVC must hold them, not copies.
        assertThat(adapter.getMessageConverters()).containsOnlyOnce(jsonConverter, ndjsonConverter);
    }

    @Test
    void malformedBodyIsA400NamingLineColumnAndPath() throws Exception {
        String body = "{\n  \"order_id\": 7,\n  \"lines\": [{\"sku\": \"a\", \"quantity\": 1, \"cents\": 5},, ]\n}";

        HttpResponse<String> response = http.post("/orders", "application/json", body);

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        Problem problem = Http.problem(response);
        assertThat(problem.status()).isEqualTo(400);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.column()).isEqualTo(body.split("\n")[2].indexOf(",,") + 2);
        assertThat(problem.jsonPath()).startsWith("$.lines[");
        assertThat(problem.detail()).contains("at line 3, column " + problem.column()).contains("path $.lines[");
        assertThat(problem.instance()).isEqualTo("/orders");
    }

    @Test
    void anUnknownPropertyIsA400WhenConfiguredSo() throws Exception {
        HttpResponse<String> response = http.post("/orders", "application/json",
                "{\"order_id\":7,\"lines\":[],\"colour\":\"red\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.jsonPath()).isEqualTo("$.colour");
        assertThat(problem.line()).isEqualTo(1);
    }

    @Test
    void aBodyOverTheConfiguredDepthIsA400NamingTheLimit() throws Exception {
        String deep = "[".repeat(20) + "]".repeat(20);
        HttpResponse<String> response = http.post("/orders", "application/json",
                "{\"order_id\":7,\"lines\":[],\"meta\":" + deep + "}");

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.detail()).contains("limit of 16").contains("line 1, column");
        assertThat(problem.jsonPath()).startsWith("$.meta");
    }

    @Test
    void aBodyOverTheConfiguredDocumentSizeIsA400NamingTheLimit() throws Exception {
        String huge = "{\"order_id\":3,\"lines\":[{\"sku\":\"" + "x".repeat(20_000) + "\",\"quantity\":1,\"cents\":1}]}";

        HttpResponse<String> response = http.post("/orders", "application/json", huge);

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.detail()).contains("16384").contains("line 1, column");
        assertThat(problem.jsonPath()).startsWith("$.lines[0]");
    }

    @Test
    void aValueOfTheWrongTypeIsA400NamingThePath() throws Exception {
        HttpResponse<String> response = http.post("/orders", "application/json", "{\"order_id\":\"seven\",\"lines\":[]}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.problem(response).jsonPath()).isEqualTo("$.order_id");
    }

    @Test
    void anNdjsonRequestIsReadValueByValue() throws Exception {
        int count = 5_000;

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
            assertThat(it.next()).isEqualTo(Orders.line(1).strip().replace("]}", "],\"meta\":null}"));
            Handshake.clientHasFirstLine.complete(null);
            int seen = 1;
            while (it.hasNext()) {
                assertThat(it.next()).startsWith("{\"order_id\":" + (++seen) + ",");
            }
            assertThat(seen).isEqualTo(count);
        }
    }

    @Test
    void aMalformedNdjsonLineIsA400NamingItsLine() throws Exception {
        String body = Orders.line(1) + Orders.line(2) + "{\"order_id\":3,\"lines\":[}\n" + Orders.line(4);

        HttpResponse<String> response = http.post("/orders", "application/x-ndjson", body);

        assertThat(response.statusCode()).isEqualTo(400);
        Problem problem = Http.problem(response);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.detail()).contains("line 3, column");
    }

    @Test
    void springsProblemDetailIsWrittenFlat() throws Exception {
        HttpResponse<String> response = http.get("/conflict", "application/json");

        assertThat(response.statusCode()).isEqualTo(409);
        assertThat(response.body()).isEqualTo(
                "{\"title\":\"Conflict\",\"status\":409,\"detail\":\"sku-1 is taken\",\"instance\":\"/conflict\",\"sku\":\"sku-1\"}");
    }

    @Test
    void bootsErrorPageIsJsonThroughBrisk() throws Exception {
        HttpResponse<String> response = http.get("/no-such-page", "application/json");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("\"status\":404").contains("\"path\":\"/no-such-page\"")
                .containsPattern("\"timestamp\":\"\\d{4}-\\d\\d-\\d\\dT[^\"]+Z\"");
    }

    private static int indexOf(List<HttpMessageConverter<?>> converters, String className) {
        for (int i = 0; i < converters.size(); i++) {
            if (converters.get(i).getClass().getName().equals(className)) return i;
        }
        return -1;
    }
}
