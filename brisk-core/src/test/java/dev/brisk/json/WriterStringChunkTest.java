package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Strings written from Java Strings, chunk by chunk (the room for a chunk is made once): every
 * kind of char (ASCII, escapes, two- and three-byte, pairs, lone surrogates) at every position
 * around the chunk ends, for every escaping option, into memory and into a stream, against a
 * plain reference encoder written here.
 */
class WriterStringChunkTest {
    private static final String[] UNITS = {"a", "\u00e9", "\u65e5", "\uD83D\uDE00", "\"", "\\", "\n", "\u0001", "\u007f",
            "<", "'", "\u2028", "\uD800", "\uDC00", "\uDBFF\uD83D\uDE00", "\uD83D\uDE00\uD83D\uDE00"};
    /** Chunk ends of the String path (256 chars) and the byte path (512), a buffer's size, and short strings. */
    private static final int[] CHUNK_ENDS = {8, 16, 32, 256, 512, 4096};

    /** The JSON text (quotes included) of {@code s}, or null when it has a lone surrogate that is refused. */
    static String reference(String s, boolean nonAscii, boolean html, boolean replace) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                    if (nonAscii) sb.append(hex(c)).append(hex(s.charAt(i + 1)));
                    else sb.append(c).append(s.charAt(i + 1));
                    i++;
                    continue;
                }
                if (!replace) return null;
                c = '\uFFFD';
            }
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    boolean escape = c < 0x20 || (nonAscii && c >= 0x80)
                            || (html && (c == '<' || c == '>' || c == '&' || c == '\'' || c == '\u2028' || c == '\u2029'));
                    if (escape) sb.append(hex(c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    private static String hex(char c) { return String.format("\\u%04X", (int) c); }

    @Test
    void everyCharAtEveryPlaceAroundTheChunkEnds() {
        int checked = 0;
        for (int flags = 0; flags < 8; flags++) {
            boolean nonAscii = (flags & 1) != 0, html = (flags & 2) != 0, replace = (flags & 4) != 0;
            WriterOptions options = WriterOptions.defaults().withEscapeNonAscii(nonAscii).withHtmlSafe(html).withReplaceLoneSurrogates(replace);
            for (String unit : UNITS) {
                for (int end : CHUNK_ENDS) {
                    for (int prefix = end - 8; prefix <= end + 2; prefix++) {
                        // the unit at prefix, and again a few chars on, between plain letters
                        StringBuilder sb = new StringBuilder();
                        for (int i = 0; i < prefix; i++) sb.append((char) ('a' + i % 26));
                        sb.append(unit).append("xy").append(unit);
                        for (int i = 0; i < 5; i++) sb.append((char) ('A' + i));
                        String s = sb.toString();
                        check(s, options, reference(s, nonAscii, html, replace));
                        checked++;
                    }
                }
                // a whole string of the unit, long enough for several chunks
                StringBuilder many = new StringBuilder();
                for (int i = 0; i < 700; i++) many.append(unit);
                check(many.toString(), options, reference(many.toString(), nonAscii, html, replace));
            }
        }
        assertTrue(checked > 1000);
    }

    /**
     * The plain prefix is copied from the String in bulk, by the low byte of each char: a UTF-16
     * String's chars whose low byte is a plain ASCII char (U+0141 'Ł' ends in 'A', U+0122 in a
     * quote, U+015C in a backslash) must stop the prefix and come out as their own UTF-8.
     */
    @Test
    void charsWhoseLowByteIsPlainAsciiAreNotTruncatedIntoIt() {
        for (char wide : new char[] {'\u0141', '\u0122', '\u015C', '\u0100', '\u017F', '\u2041', '\uFF22'}) {
            for (int prefix = 0; prefix <= 40; prefix++) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < prefix; i++) sb.append((char) (0x20 + i * 7 % 0x60));
                sb.append(wide).append("tail").append(wide);
                String s = sb.toString();
                for (WriterOptions o : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withEscapeNonAscii(true)}) {
                    check(s, o, reference(s, o.escapeNonAscii(), false, false));
                }
            }
        }
    }

    @Test
    void shortStringsOfEveryLength() {
        for (int len = 0; len <= 40; len++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < len; i++) sb.append(i % 9 == 8 ? '\u00fc' : (char) ('0' + i % 10));
            String s = sb.toString();
            check(s, WriterOptions.defaults(), reference(s, false, false, false));
        }
    }

    /**
     * The plain-ASCII prefix loop (at most 256 chars, then the general loop) with the first char
     * that stops it at every place from the first char to past the prefix, in strings that start
     * at every place around the end of a stream writer's 8 KB buffer.
     */
    @Test
    void firstStopAtEveryPlaceInStringsAroundTheStreamBufferEnd() {
        String[] stops = {"\"", "\\", "\n", "\u0001", "\u00e9", "\u65e5", "\uD83D\uDE00", "\uD800", "<"};
        int[] lengths = {0, 1, 2, 7, 8, 255, 256, 257, 300};
        for (WriterOptions options : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withHtmlSafe(true)}) {
            boolean html = options.htmlSafe();
            for (int pad = 8192 - 310; pad <= 8192 + 2; pad += 4) {
                String filler = "f".repeat(pad);
                for (int length : lengths) {
                    for (String stop : stops) {
                        for (int at : new int[] {0, length / 2, length - 1, length}) {
                            if (at < 0 || at > length) continue;
                            String s = "p".repeat(at) + (at < length ? stop : "") + "q".repeat(Math.max(0, length - at - 1));
                            String expected = reference(s, false, html, false);
                            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                            JsonWriter w = options.writer(bytes);
                            w.beginArray();
                            w.stringValue(filler);
                            if (expected == null) {
                                assertThrows(JsonException.class, () -> w.stringValue(s));
                                w.endArray();
                                w.close();
                                assertEquals("[\"" + filler + "\"]", bytes.toString(StandardCharsets.UTF_8));
                                continue;
                            }
                            w.stringValue(s);
                            w.endArray();
                            w.close();
                            assertEquals("[\"" + filler + "\"," + expected + "]", bytes.toString(StandardCharsets.UTF_8),
                                    pad + " " + length + " " + at);
                        }
                    }
                }
            }
        }
    }

    /**
     * The member path (name and string value share one room check, the plain prefix written
     * straight after the name) and a value after a name or in an array (the separator and the
     * room in one step): the first char that stops the prefix at every place, in members that
     * start at every place around the end of a stream writer's 8 KB buffer. A refused string
     * leaves the member's name written and nothing of its value, as name() then stringValue()
     * leave it; a refused array element leaves nothing, not even its comma.
     */
    @Test
    void firstStopAtEveryPlaceInMembersAroundTheStreamBufferEnd() {
        String[] stops = {"\"", "\\", "\n", "\u00e9", "\uD83D\uDE00", "\uD800", "<"};
        int[] lengths = {0, 1, 7, 8, 255, 256, 257};
        Names names = Names.of("k");
        for (WriterOptions options : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withHtmlSafe(true)}) {
            boolean html = options.htmlSafe();
            for (int pad = 8192 - 270; pad <= 8192 + 2; pad += 3) {
                String filler = "f".repeat(pad);
                for (int length : lengths) {
                    for (String stop : stops) {
                        for (int at : new int[] {0, length / 2, length - 1, length}) {
                            if (at < 0 || at > length) continue;
                            String s = "p".repeat(at) + (at < length ? stop : "") + "q".repeat(Math.max(0, length - at - 1));
                            String expected = reference(s, false, html, false);
                            String where = pad + " " + length + " " + at + " " + html;
                            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                            JsonWriter w = options.writer(bytes);
                            w.beginObject();
                            w.member(names, 0, filler);
                            if (expected == null) {
                                JsonException e = assertThrows(JsonException.class, () -> w.member(names, 0, s));
                                assertEquals("$.k", e.path(), where);
                                w.nullValue(); // the name stands: its value may follow
                                w.name("a");
                                w.beginArray();
                                w.numberValue(1);
                                assertThrows(JsonException.class, () -> w.stringValue(s));
                                w.numberValue(2); // the refused element left no comma behind
                                w.endArray();
                                w.endObject();
                                w.close();
                                assertEquals("{\"k\":\"" + filler + "\",\"k\":null,\"a\":[1,2]}", bytes.toString(StandardCharsets.UTF_8), where);
                                continue;
                            }
                            w.member(names, 0, s);
                            w.name("v");
                            w.stringValue(s);
                            w.name("a");
                            w.beginArray();
                            w.stringValue(s);
                            w.stringValue(s);
                            w.endArray();
                            w.endObject();
                            w.close();
                            assertEquals("{\"k\":\"" + filler + "\",\"k\":" + expected + ",\"v\":" + expected
                                    + ",\"a\":[" + expected + "," + expected + "]}", bytes.toString(StandardCharsets.UTF_8), where);
                        }
                    }
                }
            }
        }
    }

    @Test
    void veryLongStringsWithSparseEscapes() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            sb.append(i % 997 == 0 ? '"' : i % 1499 == 0 ? '\u00e9' : i % 4001 == 0 ? '\n' : (char) ('a' + i % 26));
        }
        String s = sb.toString();
        check(s, WriterOptions.defaults(), reference(s, false, false, false));
        check("x".repeat(300_000), WriterOptions.defaults(), reference("x".repeat(300_000), false, false, false));
    }

    /** The same text as a value and as a member, into memory and into a stream; or the same refusal. */
    private static void check(String s, WriterOptions options, String expected) {
        String what = options + " " + s.length() + " chars";
        for (int target = 0; target < 2; target++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            JsonWriter w = target == 0 ? options.writer() : options.writer(bytes);
            w.beginArray();
            w.numberValue(1); // something before: the string does not start at position 0
            if (expected == null) {
                assertThrows(JsonException.class, () -> w.stringValue(s), what);
                w.endArray();
                continue;
            }
            w.stringValue(s);
            w.beginObject();
            w.member(Names.of("k"), 0, s);
            w.endObject();
            w.endArray();
            String json;
            if (target == 0) {
                json = new String(w.toByteArray(), StandardCharsets.UTF_8);
            } else {
                w.close();
                json = bytes.toString(StandardCharsets.UTF_8);
            }
            assertEquals("[1," + expected + ",{\"k\":" + expected + "}]", json, what);
        }
        if (expected == null) return;
        // a tree writes its strings from stored UTF-8 without checking them again: the same text
        JsonValue tree = JsonArray.of(JsonNumberValue.of(1), JsonString.of(s), JsonObject.builder().put("k", s).build());
        String fromTree = new String(Json.toBytes(tree, options), StandardCharsets.UTF_8);
        assertEquals("[1," + expected + ",{\"k\":" + expected + "}]", fromTree, "tree " + what);
        String parsed = new String(Json.toBytes(Json.parse(Json.toBytes(tree, options)), options), StandardCharsets.UTF_8);
        assertEquals(fromTree, parsed, "parsed tree " + what);
    }
}
