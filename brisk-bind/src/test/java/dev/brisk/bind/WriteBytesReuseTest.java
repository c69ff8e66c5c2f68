package dev.brisk.bind;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@code writeBytes} reuses its writers: every document comes out as if written by a new one,
 * also after a write that failed half-way (whose writer is dropped, not reused) and with the
 * mapper's own writer options.
 */
class WriteBytesReuseTest {
    /** A value whose codec fails after writing part of an object. */
    record Broken(int n) { }

    private static final Codec<Broken> BREAKS = new Codec<>() {
        @Override public Broken read(JsonReader in) { throw new UnsupportedOperationException(); }

        @Override public void write(JsonSink out, Broken value) {
            out.beginObject();
            out.name("partial");
            out.beginArray();
            out.numberValue(value.n());
            throw new IllegalStateException("codec failed");
        }
    };

    private static String json(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Test
    void aFailedWriteLeavesNothingForTheNextDocument() {
        Brisk brisk = Brisk.builder().register(Broken.class, BREAKS).build();
        for (int i = 0; i < 50; i++) {
            int n = i;
            assertThrows(IllegalStateException.class, () -> brisk.writeBytes(new Broken(n)));
            assertEquals("[" + i + ",\"x\"]", json(brisk.writeBytes(List.of(i, "x"))));
        }
    }

    @Test
    void documentsOneAfterAnotherAreEachComplete() {
        Brisk brisk = Brisk.create();
        assertEquals("{\"a\":[1,2]}", json(brisk.writeBytes(Map.of("a", List.of(1, 2)))));
        assertEquals("\"s\"", json(brisk.writeBytes("s")));
        assertEquals("null", json(brisk.writeBytes(null)));
        assertEquals("[]", json(brisk.writeBytes(List.of())));
    }

    @Test
    void theMappersWriterOptionsApplyToEveryReusedWriter() {
        Brisk pretty = Brisk.builder().writerOptions(dev.brisk.json.WriterOptions.defaults().withIndent(2)).build();
        for (int i = 0; i < 3; i++) {
            assertEquals("[\n  1,\n  2\n]", json(pretty.writeBytes(List.of(1, 2))));
        }
        Brisk deep = Brisk.builder().maxWriteDepth(2).build();
        JsonException e = assertThrows(JsonException.class, () -> deep.writeBytes(List.of(List.of(List.of(1)))));
        assertEquals(true, e.detail().startsWith("Nesting depth exceeds the limit of 2"), e.detail());
        assertEquals("[[1]]", json(deep.writeBytes(List.of(List.of(1)))));
    }
}
