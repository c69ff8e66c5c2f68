package dev.brisk.spring.app;

import java.util.concurrent.CompletableFuture;

/**
 * Signals between a test's HTTP client and the server's handler in the same JVM, which prove that
 * a stream is processed value by value: the other side acts on the first value while the rest has
 * not been sent yet. Were a body buffered whole, the side waiting for the signal would never get
 * it, and the test would fail on its timeout.
 */
public final class Handshake {
    /** Completed by the server when it has bound the first value of a request stream. */
    public static volatile CompletableFuture<Void> serverHasFirstValue = new CompletableFuture<>();
    /** Completed by the client when it has read the first line of a response stream. */
    public static volatile CompletableFuture<Void> clientHasFirstLine = new CompletableFuture<>();

    private Handshake() {}

    public static void reset() {
        serverHasFirstValue = new CompletableFuture<>();
        clientHasFirstLine = new CompletableFuture<>();
    }
}
