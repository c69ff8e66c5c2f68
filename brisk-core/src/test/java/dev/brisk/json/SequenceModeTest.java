package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sequence mode over a stream that stays open: a value is available as soon as its bytes (and
 * the byte that ends it) have arrived, and values that run together without whitespace are
 * read as the same tokens would be inside an array, never split into two.
 */
class SequenceModeTest {
    private static final ReaderOptions SEQUENCE = ReaderOptions.defaults().withSequence(true);

    /** Delivers {@code bytes}, then fails the test instead of blocking as a socket with nothing more would. */
    private static InputStream openSocket(String bytes) {
        byte[] b = bytes.getBytes(StandardCharsets.UTF_8);
        return new InputStream() {
            int i;

            @Override
            public int read() {
                throw new AssertionError("single-byte read");
            }

            @Override
            public int read(byte[] dst, int off, int len) {
                if (i == b.length) throw new AssertionError("the reader waits for more input after " + i + " bytes");
                int n = Math.min(len, b.length - i);
                System.arraycopy(b, i, dst, off, n);
                i += n;
                return n;
            }
        };
    }

    @Test
    void aShortFirstValueIsThereWithoutWaitingForMoreInput() {
        String[] lines = {"1\n", "7 ", "{}\n", "[]\n", "\"\"\n", "0\n"};
        List<List<String>> events = List.of(List.of("number:1"), List.of("number:7"), List.of("{", "}"), List.of("[", "]"),
                List.of("string:"), List.of("number:0"));
        for (int i = 0; i < lines.length; i++) {
            JsonReader r = SEQUENCE.reader(openSocket(lines[i]));
            assertTrue(r.hasNextValue(), lines[i]);
            RecordingSink sink = new RecordingSink();
            r.copyTo(sink);
            assertEquals(events.get(i), sink.events, lines[i]);
        }
        JsonReader r = SEQUENCE.reader(openSocket("1\n"));
        assertTrue(r.hasNextValue());
        assertEquals(1, r.nextInt());
    }

    @Test
    void aByteOrderMarkIsStillSkipped() {
        JsonReader r = SEQUENCE.reader(openSocket("\uFEFF1\n"));
        assertTrue(r.hasNextValue());
        assertEquals(1, r.nextInt());
    }

    @Test
    void literalsRunTogetherAreAnErrorAsANumberBeforeALiteralIs() {
        for (String doc : new String[] {"truefalse", "nullnull", "true1", "null-1", "falsetrue", "[1] truex", "NaNNaN"}) {
            ReaderOptions o = doc.startsWith("NaN") ? SEQUENCE.withNonFiniteNumbers(true) : SEQUENCE;
            JsonException e = assertThrows(JsonException.class, () -> readAll(o, doc), doc);
            assertTrue(e.offset() > 0, doc);
        }
        assertThrows(JsonException.class, () -> readAll(SEQUENCE, "1true"));
    }

    @Test
    void valuesThatCannotRunTogetherNeedNoWhitespace() {
        assertEquals(List.of("true", "false"), readAll(SEQUENCE, "true false"));
        assertEquals(List.of("true", "false"), readAll(SEQUENCE, "true\nfalse"));
        assertEquals(List.of("true", "[1]"), readAll(SEQUENCE, "true[1]"));
        assertEquals(List.of("null", "\"a\""), readAll(SEQUENCE, "null\"a\""));
        assertEquals(List.of("null", "{}"), readAll(SEQUENCE, "null{}"));
        assertEquals(List.of("[1]", "[2]", "{}", "true"), readAll(SEQUENCE, "[1][2]{}true"));
        assertEquals(List.of("\"a\"", "\"b\""), readAll(SEQUENCE, "\"a\"\"b\""));
    }

    @Test
    void everySourceAgrees() {
        String doc = "true\nfalse nulltrue";
        JsonException whole = assertThrows(JsonException.class, () -> readAll(SEQUENCE, doc));
        for (int chunk : new int[] {1, 2, 5}) {
            JsonException streamed = assertThrows(JsonException.class, () -> {
                try (JsonReader r = SEQUENCE.withBufferSize(16).reader(SourceEquivalenceTest.chunked(doc.getBytes(StandardCharsets.UTF_8), chunk))) {
                    while (r.hasNextValue()) r.skipValue();
                }
            });
            assertEquals(whole.getMessage(), streamed.getMessage(), "chunk " + chunk);
        }
        assertFalse(whole.getMessage().isEmpty());
    }

    private static List<String> readAll(ReaderOptions o, String doc) {
        List<String> values = new ArrayList<>();
        try (JsonReader r = o.reader(doc.getBytes(StandardCharsets.UTF_8))) {
            while (r.hasNextValue()) values.add(r.readRaw());
        }
        return values;
    }
}
