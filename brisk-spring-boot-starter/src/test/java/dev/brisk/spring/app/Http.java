package dev.brisk.spring.app;

import dev.brisk.bind.Brisk;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.ByteBufFlux;

/** A real HTTP client (the JDK's) against the test server on 127.0.0.1. */
public final class Http {
    public static final Brisk BRISK = Brisk.create();
    private final int port;
    /**
     * One client per test, never shared: a pooled keep-alive connection that the server closed
     * after an earlier test's error response would fail the next request with "header parser
     * received no bytes".
     */
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    public Http(int port) {
        this.port = port;
    }

    public HttpResponse<String> post(String path, String contentType, String body) throws IOException, InterruptedException {
        return client.send(request(path).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> get(String path, String accept) throws IOException, InterruptedException {
        return client.send(request(path).header("Accept", accept).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<Stream<String>> getLines(String path, String accept) throws IOException, InterruptedException {
        return client.send(request(path).header("Accept", accept).GET().build(), HttpResponse.BodyHandlers.ofLines());
    }

    /** A status and a body. */
    public record Reply(int status, String body) {}

    /**
     * Posts NDJSON orders 1..count, sending the first line and then waiting until the server says
     * it has bound it before sending the rest. Through Reactor Netty's client: the JDK's client
     * holds a streamed request body back rather than sending each piece as it comes.
     */
    public Reply postOrdersAfterHandshake(String path, int count) {
        Flux<String> lines = Flux.concat(
                Mono.just(Orders.line(1)),
                Mono.fromFuture(Handshake.serverHasFirstValue).timeout(Duration.ofSeconds(30))
                        .thenMany(Flux.range(2, count - 1).map(Orders::line)));
        return reactor.netty.http.client.HttpClient.create()
                .headers(h -> h.set("Content-Type", "application/x-ndjson"))
                .post()
                .uri("http://127.0.0.1:" + port + path)
                .send(ByteBufFlux.fromString(lines))
                .responseSingle((response, body) -> body.asString().defaultIfEmpty("")
                        .map(text -> new Reply(response.status().code(), text)))
                .block(Duration.ofSeconds(60));
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(60));
    }

    public static Problem problem(HttpResponse<String> response) {
        return BRISK.read(response.body(), Problem.class);
    }
}
