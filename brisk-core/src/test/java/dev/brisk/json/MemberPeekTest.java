package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The peeks that skip the state machine: {@code hasNext()} taking the name or element after a
 * comma, and {@code selectName(names, guess)} peeking the value after a matched name. A codec's
 * typed reads must see exactly what they saw through the state machine: the same values, paths,
 * and every error with the same message and location, for every source (bytes in place, streams
 * refilled a few bytes at a time, chars), every option that changes what may follow a colon or
 * a comma, and every limit that counts tokens or bytes. The reference walk reads names with
 * {@code selectName(names)} and steps through arrays with {@code peek()}, neither of which takes
 * these peeks; each document is also cut at every length and has each byte replaced by bytes
 * that matter to the peeks, so that the errors are compared too.
 */
class MemberPeekTest {
    /** Names say how their values are read: i int, l long, d double, s string, b boolean, z nullable string, o skipped, a int array, x nested object. */
    private static final Names NAMES = Names.of("i", "l", "d", "s", "b", "z", "o", "a", "x", "f");

    private static final String[] DOCS = {
            "{\"i\":7,\"l\":-1700000006839,\"d\":8.85,\"s\":\"item-7 \u00e9t\u00e9 \\\"q\\\"\",\"b\":false,\"z\":null,\"o\":{\"k\":[1,\"2\",true]},\"a\":[7,-8,9],\"x\":{\"i\":1,\"s\":\"L7\",\"f\":0.875},\"f\":1e2}",
            "{\"i\": 7, \"l\": 12, \"d\": -0.5, \"s\": \"a\", \"b\": true, \"z\": \"zz\", \"o\": [], \"a\": [ 1 , 2 ], \"x\": {}, \"f\": -3}",
            "{\n  \"i\" : 7,\n  \"s\":\t\"t\",\n  \"b\":  true,\n  \"a\":[\n1,\n2],\n  \"x\":{\"b\":false}\n}",
            "{\"x\":{\"x\":{\"x\":{\"i\":1}}},\"a\":[],\"o\":[[],{},[{}]],\"z\":\"\\u00e9\",\"s\":\"\"}",
            "{\"o\":[\"a\",\"b\",{\"c\":1},[2],-3,4.5,true,false,null],\"i\":-0,\"d\":1E+2}",
            "{\"s\":\"\\ud83d\\ude00\",\"z\":null,\"b\":true,\"unknown\":[1,2],\"i\":2147483647,\"l\":9223372036854775807}",
            "{\"i\":-Infinity,\"d\":NaN,\"o\":[-Infinity,Infinity],\"s\":'q',\"b\":true /* c */,\"a\":[1,2,]}",
    };

    /** Replacement bytes that the peeks look at: every kind of value start, separators, whitespace, and near-literals. */
    private static final byte[] REPLACEMENTS = {'x', ' ', '"', '\'', ',', ':', '}', ']', '{', '-', '0', 't', 'n', 'e', '/', 'I', (byte) 0xC3};

    private static List<ReaderOptions> options() {
        List<ReaderOptions> list = new ArrayList<>();
        ReaderOptions d = ReaderOptions.defaults();
        list.add(d);
        list.add(d.withNonFiniteNumbers(true).withSingleQuotes(true).withComments(true).withTrailingCommas(true).withUnquotedNames(true));
        list.add(d.withRejectDuplicateNames(true));
        for (long n = 1; n <= 40; n++) list.add(d.withLimits(ReadLimits.defaults().withMaxTokenCount(n)));
        for (long n = 1; n <= 160; n++) list.add(d.withLimits(ReadLimits.defaults().withMaxDocumentSize(n)));
        return list;
    }

    private static JsonReader open(ReaderOptions o, byte[] bytes, int source) {
        switch (source) {
            case 0: return o.reader(bytes);
            case 1: return o.reader(new String(bytes, StandardCharsets.UTF_8));
            default:
                int chunk = source - 1; // 1..4 bytes per read: names and values straddle refills
                return o.reader(new ChunkedStream(bytes, chunk));
        }
    }

    /** Reads the object member by member as a codec does; returns what it read, with paths, and the error if any. */
    private static String walk(JsonReader r, boolean fast) {
        StringBuilder sb = new StringBuilder();
        try {
            readObject(r, fast, sb);
            sb.append("| end");
        } catch (JsonException e) {
            sb.append("| error ").append(e.getMessage());
        } catch (RuntimeException e) {
            sb.append("| failure ").append(e); // e.g. an illegal state: must match too
        }
        return sb.toString();
    }

    private static void readObject(JsonReader r, boolean fast, StringBuilder sb) {
        r.beginObject();
        int expect = 0;
        while (fast ? r.hasNext() : r.peek() != JsonToken.END_OBJECT) {
            int i = fast ? r.selectName(NAMES, expect) : r.selectName(NAMES);
            if (i >= 0) expect = i + 1;
            sb.append(i).append('@').append(r.path()).append('=');
            switch (i) {
                case 0: sb.append(r.nextInt()); break;
                case 1: sb.append(r.nextLong()); break;
                case 2: case 9: sb.append(r.nextDouble()); break;
                case 3: sb.append(r.nextString()); break;
                case 4: sb.append(r.nextBoolean()); break;
                case 5:
                    if (r.peek() == JsonToken.NULL) {
                        r.nextNull();
                        sb.append("null");
                    } else {
                        sb.append(r.nextString());
                    }
                    break;
                case 7:
                    r.beginArray();
                    while (fast ? r.hasNext() : r.peek() != JsonToken.END_ARRAY) sb.append(r.nextInt()).append(',');
                    r.endArray();
                    break;
                case 8: readObject(r, fast, sb); break;
                default: r.skipValue(); sb.append("skipped");
            }
            sb.append(' ').append(r.location()).append(';');
        }
        r.endObject();
    }

    @Test
    void typedReadsAfterThePeeksMatchTheStateMachine() {
        Set<String> outcomes = new LinkedHashSet<>();
        int compared = 0;
        List<ReaderOptions> all = options();
        for (int k = 0; k < all.size(); k++) {
            ReaderOptions o = all.get(k);
            for (String doc : DOCS) {
                byte[] whole = doc.getBytes(StandardCharsets.UTF_8);
                List<byte[]> variants = new ArrayList<>();
                variants.add(whole);
                // the limits (options 3 on) break in the whole documents; cut ones end too soon for most of them
                if (k < 3) for (int cut = 0; cut < whole.length; cut++) variants.add(java.util.Arrays.copyOf(whole, cut));
                if (k < 2) { // strict and lenient: every byte replaced
                    for (int at = 0; at < whole.length; at++) {
                        for (byte x : REPLACEMENTS) {
                            byte[] v = whole.clone();
                            v[at] = x;
                            variants.add(v);
                        }
                    }
                }
                for (int vi = 0; vi < variants.size(); vi++) {
                    byte[] v = variants.get(vi);
                    // the replaced bytes (after the cuts) through fewer sources: in place and one byte per read
                    boolean replaced = vi > whole.length;
                    for (int source = 0; source <= 5; source += replaced ? 2 : 1) {
                        if (replaced && source > 2) break;
                        String expected = walk(open(o, v, source), false);
                        String actual = walk(open(o, v, source), true);
                        assertEquals(expected, actual, new String(v, StandardCharsets.UTF_8) + " source " + source + " " + o);
                        outcomes.add(expected.substring(expected.lastIndexOf('|')));
                        compared++;
                    }
                }
            }
        }
        // the comparison must have covered successes and many different errors, not only one of them
        assertTrue(outcomes.contains("| end"), "no document was read to its end");
        assertTrue(outcomes.size() > 200, "only " + outcomes.size() + " distinct outcomes in " + compared);
    }

    @Test
    void aPeekedValueIsWhereLocationPointsAndErrorsStayWithTheRead() {
        JsonReader r = JsonReader.of("{\"i\":tru,\"s\":1}");
        r.beginObject();
        assertTrue(r.hasNext());
        // "tru" is not a literal: selectName leaves it to the read, which reports it
        assertEquals(0, r.selectName(NAMES, 0));
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, r::nextInt);
        assertEquals("Invalid literal: expected 'true' but found ',' at line 1, column 9 (offset 8), path $.i", e.getMessage());

        JsonReader s = JsonReader.of("{\"i\": 12,\"s\":\"x\"}");
        s.beginObject();
        s.hasNext();
        assertEquals(0, s.selectName(NAMES, 0));
        assertEquals(6, s.location().offset()); // the value, peeked after "i": and one space
        assertEquals(12, s.nextInt());
        s.hasNext();
        assertEquals(3, s.selectName(NAMES, 3));
        JsonException notInt = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, s::nextInt);
        assertEquals("Expected an int but found a string at line 1, column 14 (offset 13), path $.s", notInt.getMessage());
        assertEquals("x", s.nextString());
        s.endObject();
    }

    /** A stream that returns at most {@code chunk} bytes per read. */
    private static final class ChunkedStream extends InputStream {
        private final ByteArrayInputStream in;
        private final int chunk;

        ChunkedStream(byte[] bytes, int chunk) {
            this.in = new ByteArrayInputStream(bytes);
            this.chunk = chunk;
        }

        @Override public int read() { return in.read(); }

        @Override public int read(byte[] b, int off, int len) { return in.read(b, off, Math.min(len, chunk)); }
    }
}
