package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MemberPeekTest} over random documents: objects of every kind of member a codec reads
 * (typed scalars, nullable strings, raw values, skipped values, nested objects, arrays of ints,
 * strings, objects and arrays, so that {@code hasNext()} takes every element kind it peeks after a
 * comma), in declaration order or not, with random whitespace around colons and commas, escaped
 * names, type mismatches, cuts and replaced bytes. A codec's walk through the peeks (and through
 * {@link JsonReader#nextMember}, the fused member step) must see
 * what the state machine's walk sees (values, paths, locations, errors) for bytes, chars and
 * streams read 1-3 bytes at a time, under strict, lenient and duplicate-rejecting options and
 * random token-count, size, depth and string-length limits.
 */
class MemberPeekRandomTest {
    // i int, l long, d double, s string, b boolean, z nullable string, o skipped, a int array, x object,
    // r raw, S string array, O object array, A array of arrays, n nested (nextName loop)
    static final String[] NAME_LIST = {"i", "l", "d", "s", "b", "z", "o", "a", "x", "r", "S", "O", "A", "abcdefgh", "abcdefghijklmnop", "\u00e9t\u00e9"};
    static final char[] TYPES = {'i', 'l', 'd', 's', 'b', 'z', 'o', 'a', 'x', 'r', 'S', 'O', 'A', 'x', 's', 'i'};
    static final Names NAMES = Names.of(NAME_LIST);

    static String ws(Random r) {
        switch (r.nextInt(10)) {
            case 0: return " ";
            case 1: return "\n  ";
            case 2: return "\t";
            default: return "";
        }
    }

    static void value(Random r, StringBuilder sb, char type, int depth) {
        if (r.nextInt(15) == 0) type = "ilds bzoaxrSOA".charAt(r.nextInt(14)); // a mismatch now and then
        switch (type) {
            case 'i': sb.append(r.nextInt(5) == 0 ? "2147483648" : String.valueOf(r.nextInt(2000) - 1000)); break;
            case 'l': sb.append(r.nextLong()); break;
            case 'd': sb.append(r.nextBoolean() ? "1.5" : r.nextBoolean() ? "-0.25e2" : "12"); break;
            case 's': case ' ': sb.append(r.nextBoolean() ? "\"str\"" : r.nextBoolean() ? "\"\\u00e9\\\"x\"" : "\"\u00e9\u4e2d\""); break;
            case 'b': sb.append(r.nextBoolean() ? "true" : "false"); break;
            case 'z': sb.append(r.nextBoolean() ? "null" : "\"z\""); break;
            case 'a': case 'S': case 'O': case 'A': {
                if (depth > 4) { sb.append("[]"); break; }
                sb.append('[');
                int n = r.nextInt(5);
                for (int k = 0; k < n; k++) {
                    if (k > 0) sb.append(ws(r)).append(',').append(ws(r));
                    else sb.append(ws(r));
                    value(r, sb, type == 'a' ? 'i' : type == 'S' ? 's' : type == 'O' ? 'x' : 'a', depth + 1);
                }
                sb.append(ws(r)).append(']');
                break;
            }
            case 'o': case 'r': {
                String[] any = {"{\"k\":[1,\"2\",true]}", "[]", "null", "\"q\"", "-3.5", "{}", "[{\"a\":[]}]", "false"};
                sb.append(any[r.nextInt(any.length)]);
                break;
            }
            default: { // object
                if (depth > 4) { sb.append("{}"); break; }
                sb.append('{');
                int n = r.nextInt(6);
                int next = r.nextInt(NAME_LIST.length);
                for (int k = 0; k < n; k++) {
                    if (k > 0) sb.append(ws(r)).append(',');
                    sb.append(ws(r));
                    int idx = r.nextInt(3) == 0 ? r.nextInt(NAME_LIST.length) : next; // mostly in order
                    next = (idx + 1) % NAME_LIST.length;
                    String name = r.nextInt(20) == 0 ? "unknown" : NAME_LIST[idx];
                    if (r.nextInt(30) == 0) name = name.replace("a", "\\u0061");
                    sb.append('"').append(name).append('"').append(ws(r)).append(':').append(r.nextInt(4) == 0 ? " " : ws(r));
                    value(r, sb, TYPES[idx], depth + 1);
                }
                sb.append(ws(r)).append('}');
            }
        }
    }

    /** How a walk reads an object's members: the state machine, hasNext and a guessed selectName, or nextMember. */
    static final int STATE_MACHINE = 0, PEEKS = 1, FUSED = 2;

    static String walk(JsonReader r, int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            readObject(r, mode, sb);
            sb.append("| end");
        } catch (JsonException e) {
            sb.append("| error ").append(e.getMessage());
        } catch (RuntimeException e) {
            sb.append("| failure ").append(e);
        }
        return sb.toString();
    }

    static boolean more(JsonReader r, boolean fast, JsonToken end) {
        return fast ? r.hasNext() : r.peek() != end;
    }

    static void read(JsonReader r, int mode, StringBuilder sb, char type) {
        boolean fast = mode != STATE_MACHINE;
        switch (type) {
            case 'i': sb.append(r.nextInt()); break;
            case 'l': sb.append(r.nextLong()); break;
            case 'd': sb.append(r.nextDouble()); break;
            case 's': sb.append(r.nextString()); break;
            case 'b': sb.append(r.nextBoolean()); break;
            case 'z':
                if (r.peek() == JsonToken.NULL) { r.nextNull(); sb.append("null"); } else sb.append(r.nextString());
                break;
            case 'r': sb.append(r.readRaw()); break;
            case 'a': case 'S': case 'O': case 'A':
                r.beginArray();
                char el = type == 'a' ? 'i' : type == 'S' ? 's' : type == 'O' ? 'x' : 'a';
                while (more(r, fast, JsonToken.END_ARRAY)) {
                    read(r, mode, sb, el);
                    sb.append('@').append(r.path()).append(',');
                }
                r.endArray();
                break;
            case 'x': readObject(r, mode, sb); break;
            default: r.skipValue(); sb.append("skipped");
        }
    }

    static void readObject(JsonReader r, int mode, StringBuilder sb) {
        r.beginObject();
        int expect = 0;
        for (;;) {
            int i;
            if (mode == FUSED) {
                if ((i = r.nextMember(NAMES, expect)) == JsonReader.END_OF_OBJECT) break;
            } else {
                if (!more(r, mode == PEEKS, JsonToken.END_OBJECT)) break;
                i = mode == PEEKS ? r.selectName(NAMES, expect) : r.selectName(NAMES);
            }
            if (i >= 0) expect = (i + 1) % NAME_LIST.length;
            sb.append(i).append('@').append(r.path()).append('=');
            read(r, mode, sb, i < 0 ? 'o' : TYPES[i]);
            sb.append(' ').append(r.location()).append(';');
        }
        r.endObject();
    }

    static JsonReader open(ReaderOptions o, byte[] bytes, int source) {
        switch (source) {
            case 0: return o.reader(bytes);
            case 1: return o.reader(new String(bytes, StandardCharsets.UTF_8));
            default: return o.reader(new Chunked(bytes, source - 1));
        }
    }

    @Test
    void randomDocumentsReadAlikeThroughThePeeksNextMemberAndTheStateMachine() {
        int ends = 0;
        for (int seed = 0; seed < 1000; seed++) {
            Random g = new Random(seed);
            StringBuilder sb = new StringBuilder();
            value(g, sb, 'x', 0);
            byte[] doc = sb.toString().getBytes(StandardCharsets.UTF_8);
            if (g.nextInt(4) == 0) doc = java.util.Arrays.copyOf(doc, g.nextInt(doc.length + 1));
            if (g.nextInt(4) == 0 && doc.length > 0) doc[g.nextInt(doc.length)] = (byte) ",:\"{}[] tn-0x".charAt(g.nextInt(13));
            ReaderOptions d = ReaderOptions.defaults();
            ReaderOptions[] opts = {d, d.withRejectDuplicateNames(true), d.withTrailingCommas(true).withComments(true).withSingleQuotes(true),
                    d.withLimits(ReadLimits.defaults().withMaxTokenCount(1 + g.nextInt(60))),
                    d.withLimits(ReadLimits.defaults().withMaxDocumentSize(1 + g.nextInt(Math.max(1, doc.length)))),
                    d.withLimits(ReadLimits.defaults().withMaxDepth(1 + g.nextInt(5))),
                    d.withLimits(ReadLimits.defaults().withMaxStringLength(2)),
                    d.withQuotedNumbers(true)};
            for (ReaderOptions o : opts) {
                for (int source = 0; source <= 4; source++) {
                    String expected = walk(open(o, doc, source), STATE_MACHINE);
                    String actual = walk(open(o, doc, source), PEEKS);
                    assertEquals(expected, actual, new String(doc, StandardCharsets.UTF_8) + " source " + source + " " + o);
                    String fused = walk(open(o, doc, source), FUSED);
                    assertEquals(expected, fused, "nextMember: " + new String(doc, StandardCharsets.UTF_8) + " source " + source + " " + o);
                    if (expected.endsWith("| end")) ends++;
                }
            }
        }
        assertTrue(ends > 2500, "ends " + ends);
    }

    static final class Chunked extends InputStream {
        final ByteArrayInputStream in;
        final int chunk;
        Chunked(byte[] b, int chunk) { in = new ByteArrayInputStream(b); this.chunk = chunk; }
        @Override public int read() { return in.read(); }
        @Override public int read(byte[] b, int off, int len) { return in.read(b, off, Math.min(len, chunk)); }
    }
}
