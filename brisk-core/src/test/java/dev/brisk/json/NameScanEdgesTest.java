package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Member names of every length the name scans treat apart (up to 16 bytes from two words, up to
 * 32 from four, longer ones scanned), plain or with a non-ASCII char or an escape at any place,
 * first seen (added to the name table) and then seen again (found), with the spacing around the
 * colon that {@code nextName} peeks past: read back exactly, with the value after them, from
 * bytes at every offset of the buffer's end, from streams cut into small reads, and from chars.
 */
class NameScanEdgesTest {
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghij";
    private static final String[] COLONS = {":", ": ", " :", " : ", "  :  ", "\n:\n"};

    /** A name of {@code len} chars, with {@code odd} (if not null) in place of its char {@code at}. */
    private static String name(int len, String odd, int at) {
        String plain = ALPHABET.substring(0, len);
        return odd == null || at >= len ? plain : plain.substring(0, at) + odd + plain.substring(at + 1);
    }

    private static List<String[]> names() {
        List<String[]> out = new ArrayList<>(); // {text, spelling}
        for (int len = 0; len <= 70; len++) {
            out.add(new String[] {name(len, null, 0), name(len, null, 0)});
            for (int at : new int[] {0, 7, 8, 15, 16, 23, 24, 31, 32}) {
                if (at >= len) continue;
                out.add(new String[] {name(len, "\u00e9", at), name(len, "\u00e9", at)});
                out.add(new String[] {name(len, "\u0416", at), name(len, "\\u0416", at)});
                out.add(new String[] {name(len, "\"", at), name(len, "\\\"", at)});
            }
        }
        return out;
    }

    private static String document(String spelling, String colon) {
        return "[{\"" + spelling + "\"" + colon + "1,\"" + spelling + "\"" + colon + "\"v\"},{\"" + spelling + "\"" + colon + "[true]}]";
    }

    /** The names, values and paths the reader sees, in order. */
    private static String walk(JsonReader r) {
        StringBuilder sb = new StringBuilder();
        r.beginArray();
        while (r.peek() == JsonToken.BEGIN_OBJECT) {
            r.beginObject();
            while (r.peek() == JsonToken.NAME) {
                String n = r.nextName();
                sb.append(n).append('@').append(r.path()).append('=');
                switch (r.peek()) {
                    case NUMBER: sb.append(r.nextInt()); break;
                    case STRING: sb.append(r.nextString()); break;
                    default: r.beginArray(); sb.append(r.nextBoolean()); r.endArray(); break;
                }
                sb.append(';');
            }
            r.endObject();
        }
        r.endArray();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        return sb.toString();
    }

    private static String expected(String text) {
        String path = "$[0]." + text;
        return text + "@" + path + "=1;" + text + "@" + path + "=v;" + text + "@$[1]." + text + "=true;";
    }

    @Test
    void everyNameReadsBackFromEverySourceWhereverTheBufferEnds() {
        int compared = 0;
        for (String[] n : names()) {
            for (String colon : COLONS) {
                String doc = document(n[1], colon);
                byte[] utf8 = doc.getBytes(StandardCharsets.UTF_8);
                String want = expected(n[0]);
                assertEquals(want, walk(JsonReader.of(utf8)), doc);
                assertEquals(want, walk(JsonReader.of(doc)), doc);
                // in place with the document at the very end of a larger array, and at its start
                byte[] padded = new byte[utf8.length + 40];
                System.arraycopy(utf8, 0, padded, 40, utf8.length);
                assertEquals(want, walk(JsonReader.of(padded, 40, utf8.length)), doc);
                for (int chunk = 1; chunk <= 9; chunk += 4) {
                    assertEquals(want, walk(JsonReader.of(new ChunkedStream(utf8, chunk))), doc + " in reads of " + chunk);
                }
                compared++;
            }
        }
        assertEquals(names().size() * COLONS.length, compared);
    }

    /** A stream that returns at most {@code chunk} bytes per read. */
    private static final class ChunkedStream extends InputStream {
        private final byte[] b;
        private final int chunk;
        private int at;

        ChunkedStream(byte[] b, int chunk) {
            this.b = b;
            this.chunk = chunk;
        }

        @Override
        public int read() {
            return at < b.length ? b[at++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] dst, int off, int len) {
            if (at >= b.length) return -1;
            int n = Math.min(Math.min(len, chunk), b.length - at);
            System.arraycopy(b, at, dst, off, n);
            at += n;
            return n;
        }
    }
}
