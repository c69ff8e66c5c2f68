package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every source yields the same tokens, wherever buffer and read boundaries fall. */
class SourceEquivalenceTest {
    /** Multi-byte characters of each length, escapes of each kind, numbers of each shape, every literal. */
    static final String DOC = "{\"\u00e9t\u00e9\": [\"a\u00e9\u20ac\uD83D\uDE00z\", \"\\n\\t\\\"\\\\\\/\\u00e9\\uD83D\\uDE00\\u20AC\"],"
            + " \"n\": [0, -0, 12, -345, 6.75, -8.5e-3, 9E+10, 123456789012345678901234567890, 1.0e-300],"
            + " \"lit\": [true, false, null], \"empty\": {}, \"\": [[]], \"long name with spaces\": \"" + "x".repeat(70) + "\"}";

    /** Returns at most {@code chunk} bytes per read. */
    static InputStream chunked(byte[] bytes, int chunk) {
        return new FilterInputStream(new ByteArrayInputStream(bytes)) {
            @Override
            public int read(byte[] b, int off, int len) throws java.io.IOException {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    static Reader chunked(String s, int chunk) {
        return new StringReader(s) {
            @Override
            public int read(char[] c, int off, int len) throws java.io.IOException {
                return super.read(c, off, Math.min(len, chunk));
            }
        };
    }

    @Test
    void everySourceYieldsTheSameTokens() {
        byte[] bytes = DOC.getBytes(StandardCharsets.UTF_8);
        List<String> expected = TokenDump.tokens(JsonReader.of(bytes));
        assertEquals(JacksonTokens.tokens(bytes), expected);
        byte[] padded = new byte[bytes.length + 10];
        System.arraycopy(bytes, 0, padded, 5, bytes.length);
        assertEquals(expected, TokenDump.tokens(JsonReader.of(padded, 5, bytes.length)), "byte[] slice");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(new ByteArrayInputStream(bytes))), "InputStream");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(ByteBuffer.wrap(padded, 5, bytes.length).slice())), "heap ByteBuffer");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(ByteBuffer.wrap(padded, 5, bytes.length))), "heap ByteBuffer at a position");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(ByteBuffer.wrap(bytes).asReadOnlyBuffer())), "read-only ByteBuffer");
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length);
        direct.put(bytes).flip();
        assertEquals(expected, TokenDump.tokens(JsonReader.of(direct)), "direct ByteBuffer");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(DOC)), "String");
        char[] chars = ("  " + DOC + "xx").toCharArray();
        assertEquals(expected, TokenDump.tokens(JsonReader.of(chars, 2, DOC.length())), "char[] slice");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(new StringReader(DOC))), "Reader");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(chunked(bytes, 1))), "one byte per read");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(chunked(DOC, 1))), "one char per read");
    }

    @Test
    void bufferBoundariesAtEveryPositionChangeNothing() {
        byte[] bytes = DOC.getBytes(StandardCharsets.UTF_8);
        List<String> expected = TokenDump.tokens(JsonReader.of(bytes));
        for (int k = 0; k < 16; k++) {
            int shift = k;
            // leading spaces move every token across the fixed boundaries of a 16-byte buffer
            byte[] shifted = (" ".repeat(shift) + DOC).getBytes(StandardCharsets.UTF_8);
            for (int c : new int[] {1, 2, 3, 5, 7, 16}) {
                int chunk = c;
                for (NameMode mode : NameMode.values()) {
                    ReaderOptions o = ReaderOptions.defaults().withBufferSize(16).withNameMode(mode);
                    assertEquals(expected, TokenDump.tokens(o.reader(chunked(shifted, chunk))),
                            () -> "shift " + shift + ", chunk " + chunk + ", " + mode);
                }
            }
            assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withBufferSize(16)
                    .reader(chunked(" ".repeat(shift) + DOC, 3))), "chars, shift " + shift);
        }
    }

    @Test
    void skipAndCopyWorkAcrossBufferBoundaries() {
        byte[] bytes = DOC.getBytes(StandardCharsets.UTF_8);
        String raw = JsonReader.of(bytes).readRaw();
        assertEquals(DOC, raw);
        for (int chunk = 1; chunk <= 17; chunk += 4) {
            JsonReader r = ReaderOptions.defaults().withBufferSize(16).reader(chunked(bytes, chunk));
            assertEquals(DOC, r.readRaw());
            JsonReader s = ReaderOptions.defaults().withBufferSize(16).reader(chunked(bytes, chunk));
            s.skipValue();
            assertEquals(JsonToken.END_DOCUMENT, s.peek());
        }
    }

    @Test
    void errorsReportTheSameLocationFromEverySource() {
        String doc = "[\n  \"\u00e9\uD83D\uDE00\",\n  {\"k\": [1, 2, 03]}\n]";
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        JsonException fromBytes = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(bytes)));
        assertEquals(3, fromBytes.line());
        assertEquals(16, fromBytes.column());
        assertEquals(29, fromBytes.offset());
        assertEquals("$[1].k[2]", fromBytes.path());
        for (int c = 1; c < 9; c++) {
            int chunk = c;
            JsonException fromStream = assertThrows(JsonException.class, () -> TokenDump.tokens(
                    ReaderOptions.defaults().withBufferSize(16).reader(chunked(bytes, chunk))));
            assertEquals(fromBytes.getMessage(), fromStream.getMessage());
        }
        JsonException fromChars = assertThrows(JsonException.class, () -> TokenDump.tokens(
                ReaderOptions.defaults().withBufferSize(16).reader(chunked(doc, 2))));
        // offsets of char sources count UTF-16 chars: é is 1 (2 bytes), the emoji 2 (4 bytes)
        assertEquals(29 - 1 - 2, fromChars.offset());
        assertEquals(3, fromChars.line());
        assertEquals(16, fromChars.column());
    }

    @Test
    void charsAboveAsciiAnywhereInLongAsciiRunsSurviveTranscoding() {
        // the transcoder copies ASCII in blocks and must notice one odd char at any place in a block
        String[] odd = {"\u00e9", "\u0080", "\u07ff", "\u4e2d", "\uD83D\uDE00"};
        for (String o : odd) {
            for (int at = 0; at < 70; at++) {
                String value = "a".repeat(at) + o + "b".repeat(80) + o + "c".repeat(at % 7);
                String doc = "[\"" + value + "\", " + at + "]";
                JsonReader r = JsonReader.of(doc);
                r.beginArray();
                assertEquals(value, r.nextString(), "odd char at " + at);
                assertEquals(at, r.nextInt());
                JsonReader rc = JsonReader.of(doc.toCharArray());
                rc.beginArray();
                assertEquals(value, rc.nextString(), "char[] source, odd char at " + at);
            }
        }
    }

    @Test
    void loneSurrogatesInCharInputAreRejectedWhereTheyAre() {
        JsonException e = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of("[\"ab\uD800c\"]")));
        assertEquals("Unpaired UTF-16 surrogate character", e.detail());
        assertEquals(4, e.offset());
        JsonException end = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of("\"ab\uDC00")));
        assertEquals(3, end.offset());
    }

    @Test
    void ioExceptionsSurfaceWithTheirCause() {
        java.io.IOException boom = new java.io.IOException("disk on fire");
        InputStream failing = new InputStream() {
            int n;

            @Override
            public int read() throws java.io.IOException {
                if (n++ < 3) return '[';
                throw boom;
            }
        };
        JsonException e = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(failing)));
        assertEquals(boom, e.getCause());
        assertEquals("$[0][0][0]", e.path()); // inside the third array, before its first element
    }
}
