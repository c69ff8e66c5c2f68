package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import jakarta.json.JsonArray;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParsingException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Byte streams shorter and longer than the reader's buffer give the same document, in every
 * encoding, with or without a byte-order mark, from a stream that gives its bytes a few at a
 * time; offsets count from after the mark, the reader's limits apply, sequence mode reads
 * nothing beyond the current value, and closing the parser or reader closes the stream.
 */
class StreamSourcesTest {
    private static final JsonProvider BRISK = new BriskJsonProvider();

    /** An array of {@code count} objects, each with a non-ASCII string and numbers. */
    private static String document(int count) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < count; i++) {
            if (i > 0) s.append(',');
            s.append("{\"i\":").append(i).append(",\"name\":\"Zo\u00eb \ud83d\ude00 ").append(i)
                    .append("\",\"x\":").append(i).append(".50}");
        }
        return s.append("]").toString();
    }

    private static void assertIsTheDocument(JsonValue v, int count) {
        JsonArray a = v.asJsonArray();
        assertEquals(count, a.size());
        for (int i = 0; i < count; i += Math.max(1, count / 7)) {
            assertEquals(i, a.getJsonObject(i).getInt("i"));
            assertEquals("Zo\u00eb \ud83d\ude00 " + i, a.getJsonObject(i).getString("name"));
            assertEquals(i + ".50", a.getJsonObject(i).getJsonNumber("x").toString());
        }
    }

    /** Gives at most {@code chunk} bytes per read and claims nothing is available, as a socket may. */
    private static InputStream trickling(byte[] bytes, int chunk) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }

            @Override
            public synchronized int available() {
                return 0;
            }
        };
    }

    private static byte[] encoded(String json, String encoding, boolean bom) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (bom) out.writeBytes("\ufeff".getBytes(Charset.forName(encoding)));
        out.writeBytes(json.getBytes(Charset.forName(encoding)));
        return out.toByteArray();
    }

    @ParameterizedTest
    @CsvSource({
        "UTF-8, false, 10", "UTF-8, true, 10", "UTF-8, false, 3000", "UTF-8, true, 3000",
        "UTF-16BE, true, 10", "UTF-16LE, false, 3000", "UTF-32BE, false, 10", "UTF-32LE, true, 3000"})
    void shortAndLongStreamsReadTheSameInEveryEncoding(String encoding, boolean bom, int count) {
        byte[] bytes = encoded(document(count), encoding, bom);
        // 3000 objects are longer than the reader's 32 KB buffer in every encoding, 10 are shorter
        assertEquals(count > 100, bytes.length > 64 * 1024, "the document's length");
        try (var r = BRISK.createReader(new ByteArrayInputStream(bytes))) {
            assertIsTheDocument(r.readValue(), count);
        }
        try (var r = BRISK.createReader(trickling(bytes, 7))) {
            assertIsTheDocument(r.readValue(), count);
        }
        try (JsonParser p = BRISK.createParser(trickling(bytes, 5))) {
            p.next();
            assertIsTheDocument(p.getValue(), count);
        }
    }

    @ParameterizedTest
    @CsvSource({"false, 10", "true, 10", "false, 3000", "true, 3000"})
    void aGivenUtf8CharsetReadsShortAndLongStreams(boolean bom, int count) {
        byte[] bytes = encoded(document(count), "UTF-8", bom);
        try (var r = BRISK.createReaderFactory(Map.of()).createReader(trickling(bytes, 11), StandardCharsets.UTF_8)) {
            assertIsTheDocument(r.readValue(), count);
        }
        try (JsonParser p = BRISK.createParserFactory(Map.of()).createParser(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            p.next();
            assertIsTheDocument(p.getValue(), count);
        }
    }

    @Test
    void errorOffsetsCountFromTheFirstByteAfterTheByteOrderMarkInMemoryAndStreamed() {
        for (int count : new int[] {10, 3000}) {
            String json = document(count);
            byte[] bytes = encoded(json.substring(0, json.length() - 1) + "}", "UTF-8", true);
            JsonParsingException e = assertThrows(JsonParsingException.class, () -> {
                try (JsonParser p = BRISK.createParser(new ByteArrayInputStream(bytes))) {
                    while (p.hasNext()) p.next();
                }
            });
            // the '}' in place of the final ']' is the last byte after the 3-byte mark
            assertEquals(bytes.length - 4, e.getLocation().getStreamOffset(), e.getMessage());
        }
    }

    @Test
    void theDocumentSizeLimitRefusesALongStream() {
        byte[] bytes = document(3000).getBytes(StandardCharsets.UTF_8);
        for (long limit : new long[] {1000, 40_000}) {
            var options = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(limit));
            var readers = BRISK.createReaderFactory(Map.of(BriskJsonProvider.READER_OPTIONS, options));
            JsonParsingException e = assertThrows(JsonParsingException.class,
                    () -> readers.createReader(new ByteArrayInputStream(bytes)).readValue());
            assertTrue(e.getMessage().contains(String.valueOf(limit)), e.getMessage());
        }
    }

    /** A stream that counts how often it is closed. */
    private static final class Closing extends ByteArrayInputStream {
        int closed;

        Closing(byte[] bytes) {
            super(bytes);
        }

        @Override
        public void close() {
            closed++;
        }
    }

    @Test
    void closingTheParserOrTheReaderClosesTheStream() {
        for (int count : new int[] {10, 3000}) {
            byte[] bytes = document(count).getBytes(StandardCharsets.UTF_8);
            Closing parsed = new Closing(bytes);
            JsonParser p = BRISK.createParser(parsed);
            p.next();
            assertEquals(0, parsed.closed, "open while parsing");
            p.close();
            assertTrue(parsed.closed >= 1, "closed with the parser");
            Closing read = new Closing(bytes);
            var r = BRISK.createReader(read);
            assertIsTheDocument(r.readValue(), count);
            r.close();
            assertTrue(read.closed >= 1, "closed with the reader");
        }
    }

    @Test
    void inSequenceModeNothingIsReadBeyondTheCurrentValue() {
        // a stream that stays open after its first value: reading on would wait for the rest
        byte[] first = "{\"a\":[1,2]} ".getBytes(StandardCharsets.UTF_8);
        InputStream open = new InputStream() {
            private int at;

            @Override
            public int read() {
                if (at < first.length) return first[at++] & 0xFF;
                throw new AssertionError("read beyond the first value");
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (at >= first.length) throw new AssertionError("read beyond the first value");
                int n = Math.min(len, first.length - at);
                System.arraycopy(first, at, b, off, n);
                at += n;
                return n;
            }
        };
        var options = ReaderOptions.defaults().withSequence(true);
        var parsers = BRISK.createParserFactory(Map.of(BriskJsonProvider.READER_OPTIONS, options));
        JsonParser p = parsers.createParser(open);
        assertEquals(Event.START_OBJECT, p.next());
        assertEquals(Event.KEY_NAME, p.next());
        assertEquals(Event.START_ARRAY, p.next());
        assertEquals(Event.VALUE_NUMBER, p.next());
        assertEquals("1", p.getString());
    }
}
