package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Names: the word-wise match of names up to 16 bytes (and the hashed one beyond), wherever the
 * name sits in the array, and the prepared {@code "name":} bytes that JsonWriter copies.
 */
class NamesTest {

    /** Names of every length 0..24, plus near misses that differ in the first, middle or last byte. */
    private static List<String> namesOfEveryLength() {
        List<String> names = new ArrayList<>();
        for (int len = 0; len <= 24; len++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < len; i++) sb.append((char) ('a' + (i * 7 + len) % 26));
            names.add(sb.toString());
        }
        return names;
    }

    @Test
    void isComparesOneNameWithBytesAnywhereInAnArray() {
        List<String> list = namesOfEveryLength();
        list.add("h\u00e9llo \u4e16\u754c");
        Names names = Names.of(list);
        for (int i = 0; i < list.size(); i++) {
            byte[] name = list.get(i).getBytes(StandardCharsets.UTF_8);
            for (int before = 0; before <= 9; before++) {
                for (int after = 0; after <= 9; after++) {
                    byte[] b = new byte[before + name.length + after];
                    java.util.Arrays.fill(b, (byte) 'z');
                    System.arraycopy(name, 0, b, before, name.length);
                    int end = before + name.length;
                    for (int j = 0; j < list.size(); j++) {
                        assertEquals(i == j, names.is(j, b, before, end), list.get(j) + " against " + list.get(i));
                    }
                    if (name.length > 0) {
                        b[end - 1] ^= 1; // a near miss in the last byte
                        assertEquals(false, names.is(i, b, before, end), list.get(i));
                        b[before] ^= 1;
                        b[end - 1] ^= 1; // and in the first
                        assertEquals(false, names.is(i, b, before, end), list.get(i));
                    }
                }
            }
        }
    }

    @Test
    void everyLengthIsFoundAtEveryPositionIncludingTheEndOfTheArray() {
        List<String> list = namesOfEveryLength();
        Names names = Names.of(list);
        for (int i = 0; i < list.size(); i++) {
            byte[] name = list.get(i).getBytes(StandardCharsets.UTF_8);
            for (int before = 0; before <= 9; before++) {
                for (int after = 0; after <= 9; after++) {
                    byte[] b = new byte[before + name.length + after];
                    java.util.Arrays.fill(b, (byte) 'z');
                    System.arraycopy(name, 0, b, before, name.length);
                    assertEquals(i, names.indexOf(b, before, before + name.length), list.get(i) + " at " + before + "+" + after);
                }
            }
        }
    }

    @Test
    void nearMissesAreNotFound() {
        List<String> list = namesOfEveryLength();
        Names names = Names.of(list);
        for (String s : list) {
            if (s.isEmpty()) continue;
            for (int at : new int[] {0, s.length() / 2, s.length() - 1}) {
                char[] c = s.toCharArray();
                c[at] = (char) (c[at] == 'q' ? 'r' : 'q');
                byte[] b = new String(c).getBytes(StandardCharsets.UTF_8);
                int expected = list.indexOf(new String(c));
                assertEquals(expected, names.indexOf(b, 0, b.length), new String(c));
            }
            // a prefix and an extension of a name are other names (or none)
            byte[] longer = (s + "x").getBytes(StandardCharsets.UTF_8);
            assertEquals(list.indexOf(s + "x"), names.indexOf(longer, 0, longer.length));
            assertEquals(list.indexOf(s.substring(1)), names.indexOf(longer, 1, longer.length - 1));
        }
    }

    @Test
    void nameBytesBeyondTheSliceDoNotCount() {
        Names names = Names.of("id", "idx", "abcdefgh", "abcdefghi");
        byte[] b = "idxabcdefghij".getBytes(StandardCharsets.UTF_8);
        assertEquals(0, names.indexOf(b, 0, 2));
        assertEquals(1, names.indexOf(b, 0, 3));
        assertEquals(2, names.indexOf(b, 3, 11));
        assertEquals(3, names.indexOf(b, 3, 12));
        assertEquals(-1, names.indexOf(b, 3, 13));
        assertEquals(-1, names.indexOf(b, 0, 1));
    }

    @Test
    void nonAsciiNamesMatchByTheirUtf8() {
        Names names = Names.of("\u00e9t\u00e9", "\uD83D\uDE00", "caf\u00e9-au-lait-\u00e0-emporter");
        for (int i = 0; i < names.size(); i++) {
            byte[] b = names.get(i).getBytes(StandardCharsets.UTF_8);
            assertEquals(i, names.indexOf(b, 0, b.length));
        }
    }

    /** Reads every member of the object in {@code json} with selectName(names[, guess]); returns indices, paths and any error. */
    private static String walk(ReaderOptions o, String json, Names names, int guess, boolean stream) {
        StringBuilder sb = new StringBuilder();
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        JsonReader r = stream ? o.reader(new java.io.InputStream() {
            int at;
            @Override public int read() { return at < bytes.length ? bytes[at++] & 0xFF : -1; }
            @Override public int read(byte[] b, int off, int len) {
                if (at >= bytes.length) return -1;
                int n = Math.min(len, 3); // tiny reads: names straddle refills
                n = Math.min(n, bytes.length - at);
                System.arraycopy(bytes, at, b, off, n);
                at += n;
                return n;
            }
        }) : o.reader(bytes);
        try {
            r.beginObject();
            int expect = guess;
            while (r.hasNext()) {
                int i = guess < -1 ? r.selectName(names) : r.selectName(names, expect);
                if (guess == -1) expect = i + 1; // the codecs' way: guess the member after the last one
                sb.append(i).append(' ').append(r.path()).append(';');
                r.skipValue();
            }
            r.endObject();
        } catch (JsonException e) {
            sb.append("error ").append(e.getMessage());
        }
        return sb.toString();
    }

    @Test
    void aGuessedSelectNameAnswersAsSelectNameDoes() {
        Names names = Names.of("id", "idx", "name", "", "\u00e9t\u00e9", "a_rather_long_member_name_here", "q\"");
        String[] docs = {
                "{\"id\":1,\"idx\":2,\"name\":3,\"\":4,\"\u00e9t\u00e9\":5,\"a_rather_long_member_name_here\":6,\"q\\\"\":7}",
                "{\"name\":1,\"id\":2,\"zzz\":3,\"idx\":4}",
                "{\"i\\u0064\":1,\"na\\u006De\":2}",              // escaped forms of known names
                "{\"i\":1,\"idxy\":2,\"nam\":3,\"name \":4}",        // prefixes and extensions
                "{\"id\":1,\"id\":2}",                                   // a duplicate
                "{\"id\" : 1 , \"idx\"\n:\t2}",                         // whitespace around the colon
                "{\"id\":1,\"idx",                                        // cut inside a name
                "{\"id\":1,\"name\"",                                    // cut after a name
                "{\"\u00e9t\u00e9\":1,\"\u00e9t\":2}",
        };
        ReaderOptions[] options = {
                ReaderOptions.defaults(),
                ReaderOptions.defaults().withRejectDuplicateNames(true),
                ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxNameLength(3)),
        };
        for (ReaderOptions o : options) {
            for (String doc : docs) {
                for (boolean stream : new boolean[] {false, true}) {
                    String expected = walk(o, doc, names, -2, stream);
                    for (int guess = -1; guess <= names.size(); guess++) {
                        assertEquals(expected, walk(o, doc, names, guess, stream), doc + " guess " + guess + " stream " + stream + " " + o);
                    }
                }
            }
        }
    }

    @Test
    void aGuessIsConfirmedWithTheClosingQuote() {
        Names names = Names.of("id", "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq");
        for (String doc : new String[] {"{\"idx\":0}", "{\"abcdefghi\":0}", "{\"abcdefghijklmnopq\":0}", "{\"abcdefghijklmnop\":0}"}) {
            for (int guess = 0; guess < names.size(); guess++) {
                JsonReader r = JsonReader.of(doc);
                r.beginObject();
                String name = doc.substring(2, doc.indexOf('"', 2));
                int expected = java.util.Arrays.asList("id", "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq").indexOf(name);
                assertEquals(expected, r.selectName(names, guess), doc + " guess " + guess);
                assertEquals(0, r.nextInt());
            }
        }
    }

    @Test
    void aGuessedNameThatJsonMustEscapeIsNeverMatchedRaw() {
        // "q\"" and "a\\b" can only appear escaped in valid JSON; their raw bytes are something else
        Names names = Names.of("q\"", "a\\b", "t\tx");
        for (int guess = 0; guess < names.size(); guess++) {
            int g = guess;
            // {"q"":7} is the name "q" followed by a stray quote: an error, never the name q"
            JsonReader quote = JsonReader.of("{\"q\"\":7}");
            quote.beginObject();
            assertThrows(JsonException.class, () -> {
                assertEquals(-1, quote.selectName(names, g));
                quote.nextInt();
            }, "raw quote, guess " + g);
            JsonReader tab = JsonReader.of("{\"t\tx\":7}");
            tab.beginObject();
            assertThrows(JsonException.class, () -> tab.selectName(names, g), "raw tab, guess " + g);
            // "a\b" in JSON is 'a' and a backspace: not the name a\b
            JsonReader backspace = JsonReader.of("{\"a\\b\":7}");
            backspace.beginObject();
            assertEquals(-1, backspace.selectName(names, g), "escape, guess " + g);
            // and the escaped forms are those names
            JsonReader escaped = JsonReader.of("{\"q\\\"\":1,\"a\\\\b\":2,\"t\\tx\":3}");
            escaped.beginObject();
            assertEquals(0, escaped.selectName(names, g));
            escaped.nextInt();
            assertEquals(1, escaped.selectName(names, g));
            escaped.nextInt();
            assertEquals(2, escaped.selectName(names, g));
        }
    }

    @Test
    void preparedMembersOnlyForNamesNoOptionEscapes() {
        Names names = Names.of("id", "a b_c-9", "a<b", "it's", "q\"", "back\\", "tab\t", "\u00e9", "a&b", "a>b", "");
        assertArrayEquals("\"id\":".getBytes(StandardCharsets.UTF_8), names.member(0));
        assertArrayEquals("\"a b_c-9\":".getBytes(StandardCharsets.UTF_8), names.member(1));
        for (int i = 2; i <= 9; i++) assertNull(names.member(i), names.get(i));
        assertArrayEquals("\"\":".getBytes(StandardCharsets.UTF_8), names.member(10));
    }

    @Test
    void writerWritesPreparedNamesAsItWritesStrings() {
        Names names = Names.of("id", "\u00e9t\u00e9", "a<b", "x\u2028", "");
        WriterOptions[] options = {
                WriterOptions.defaults(),
                WriterOptions.defaults().withPretty(true),
                WriterOptions.defaults().withEscapeNonAscii(true),
                WriterOptions.defaults().withHtmlSafe(true),
        };
        for (WriterOptions o : options) {
            JsonWriter byName = o.writer();
            JsonWriter byString = o.writer();
            byName.beginObject();
            byString.beginObject();
            for (int i = 0; i < names.size(); i++) {
                byName.name(names, i);
                byString.name(names.get(i));
                assertEquals(byString.path(), byName.path());
                byName.numberValue(i);
                byString.numberValue(i);
            }
            byName.endObject();
            byString.endObject();
            assertEquals(new String(byString.toByteArray(), StandardCharsets.UTF_8),
                    new String(byName.toByteArray(), StandardCharsets.UTF_8), o.toString());
        }
    }

    @Test
    void writerRejectsAPreparedNameWhereNoNameMayGo() {
        Names names = Names.of("id");
        JsonWriter w = JsonWriter.create();
        assertEquals("A name outside an object",
                org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> w.name(names, 0)).detail());
        w.beginObject();
        w.name(names, 0);
        JsonException twice = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> w.name(names, 0));
        assertEquals("Two names in a row: the previous name has no value", twice.detail());
        w.nullValue();
        w.endObject();
        assertEquals("{\"id\":null}", new String(w.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void otherSinksGetThePreparedNameAsAString() {
        Names names = Names.of("\u00e9", "b");
        TreeBuilder tree = new TreeBuilder();
        tree.beginObject();
        tree.name(names, 1);
        tree.numberValue(1);
        tree.name(names, 0);
        tree.numberValue(2);
        tree.endObject();
        assertEquals(Json.parse("{\"b\":1,\"\u00e9\":2}"), tree.result());
    }
}
