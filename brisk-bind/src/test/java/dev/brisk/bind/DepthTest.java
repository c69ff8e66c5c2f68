package dev.brisk.bind;

import dev.brisk.bind.model.Node;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nesting up to the default limits works on a thread with a 1 MB stack (the JVM's default), on
 * both codec paths; one level more is a JsonException, never a StackOverflowError.
 */
class DepthTest {

    private static Throwable onSmallStack(Runnable r) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                r.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", 1 << 20);
        t.start();
        t.join();
        return failure.get();
    }

    /** {"name":"n","children":[{"name":"n","children":[ ... ]}]}: two JSON levels per Node. */
    private static String nested(int nodes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < nodes; i++) sb.append("{\"name\":\"n\",\"children\":[");
        sb.append("{\"name\":\"leaf\"}");
        for (int i = 0; i < nodes; i++) sb.append("]}");
        return sb.toString();
    }

    private static Node chain(int nodes) {
        Node n = new Node("leaf", null, null);
        for (int i = 0; i < nodes; i++) n = new Node("n", List.of(n), null);
        return n;
    }

    @Test
    void readingAndWritingAtTheDepthLimitFitsADefaultStack() throws Exception {
        for (Brisk brisk : List.of(Brisk.create(), Brisk.builder().useGeneratedCodecs(false).build())) {
            String json = nested(499); // 999 JSON levels
            assertNull(onSmallStack(() -> assertEquals(json, brisk.writeString(brisk.read(json, Node.class)))));
        }
    }

    @Test
    void oneLevelTooDeepIsAJsonException() throws Exception {
        for (Brisk brisk : List.of(Brisk.create(), Brisk.builder().useGeneratedCodecs(false).build())) {
            Throwable read = onSmallStack(() -> brisk.read(nested(500) + " ", Node.class));
            assertTrue(read instanceof JsonException, String.valueOf(read));
            Throwable write = onSmallStack(() -> brisk.writeString(chain(600)));
            assertTrue(write instanceof JsonException, String.valueOf(write));
            Throwable sink = onSmallStack(() -> brisk.write(chain(600), Node.class, new RecordingSink()));
            assertTrue(sink instanceof JsonException && sink.getMessage().contains("cyclic"), String.valueOf(sink));
        }
    }
}
