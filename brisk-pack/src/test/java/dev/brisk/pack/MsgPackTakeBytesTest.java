package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brisk.json.JsonException;
import java.io.IOException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;

/**
 * {@link MsgPackWriter#takeBytes}: a writer reused for document after document (as the mapper's
 * pool reuses it) writes each exactly as a fresh writer and msgpack-core do, whatever the
 * buffer it kept from the documents before (string lengths around the first buffer's 256
 * bytes, the str8/str16 header sizes and non-ASCII text that takes more bytes than chars).
 */
class MsgPackTakeBytesTest {
    private static final String[] PIECES = {"a", "é", "日", "😀", "x1234567"};

    @Provide
    Arbitrary<String> text() {
        Arbitrary<Integer> lengths = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 40),
                Arbitraries.integers().between(240, 270),
                Arbitraries.integers().between(65525, 65545));
        return lengths.flatMap(n -> Arbitraries.integers().between(0, PIECES.length - 1).list().ofSize(Math.min(n, 8))
                .map(kinds -> build(n, kinds)));
    }

    /** A string of about n chars: mostly ASCII, with the chosen pieces spread through it. */
    private static String build(int n, List<Integer> kinds) {
        StringBuilder b = new StringBuilder(n + 16);
        int step = Math.max(1, n / (kinds.size() + 1));
        int next = 0; // the next piece, at every step-th char
        for (int i = 0; i < n; i++) {
            if (next < kinds.size() && i == step * (next + 1)) b.append(PIECES[kinds.get(next++)]);
            else b.append((char) ('a' + i % 26));
        }
        return b.toString();
    }

    @Property(tries = 100)
    void aReusedWriterWritesEachDocumentAsAFreshOne(@ForAll("documents") List<List<String>> documents) throws IOException {
        MsgPackWriter reused = MsgPackWriter.toBytes();
        for (List<String> doc : documents) {
            write(reused, doc);
            byte[] got = reused.takeBytes();
            MsgPackWriter fresh = MsgPackWriter.toBytes();
            write(fresh, doc);
            assertArrayEquals(fresh.toByteArray(), got);
            assertArrayEquals(reference(doc), got);
        }
    }

    @Provide
    Arbitrary<List<List<String>>> documents() {
        return text().list().ofMaxSize(40).list().ofMinSize(1).ofMaxSize(4);
    }

    /** A map of the strings under keys "k0", "k1"..., then an array of them: unsized headers both. */
    private static void write(MsgPackWriter w, List<String> doc) {
        w.beginObject();
        for (int i = 0; i < doc.size(); i++) {
            w.name("k" + i);
            w.stringValue(doc.get(i));
        }
        w.name("all");
        w.beginArray();
        for (String s : doc) w.stringValue(s);
        w.endArray();
        w.endObject();
    }

    private static byte[] reference(List<String> doc) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(doc.size() + 1);
        for (int i = 0; i < doc.size(); i++) {
            p.packString("k" + i);
            p.packString(doc.get(i));
        }
        p.packString("all");
        p.packArrayHeader(doc.size());
        for (String s : doc) p.packString(s);
        return p.toByteArray();
    }

    @Test
    void aWriterThatGrewPastWhatItKeepsStillWritesTheNextDocument() throws IOException {
        MsgPackWriter w = MsgPackWriter.toBytes();
        String big = "é".repeat((MsgPackWriter.MAX_KEPT / 2) + 100); // over 1 MB of UTF-8
        List<String> first = List.of(big, "b");
        write(w, first);
        assertArrayEquals(reference(first), w.takeBytes());
        List<String> second = List.of("c", "日本");
        write(w, second);
        assertArrayEquals(reference(second), w.takeBytes());
        assertEquals(0, w.takeBytes().length); // nothing written since
    }

    @Test
    void takeBytesRefusesAnOpenContainer() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginArray();
        assertThrows(JsonException.class, w::takeBytes);
    }
}
