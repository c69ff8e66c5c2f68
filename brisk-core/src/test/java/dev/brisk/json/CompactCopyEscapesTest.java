package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The compact copy writes an escaped string decoded and escaped again in one pass straight into
 * the output ({@code StringEscaper.reescape}): plain runs a word at a time up to the next
 * backslash, escapes one by one. Whatever the escape, wherever it falls in a word, at the very
 * end of the string and of the document, next to other escapes, the output must be exactly what
 * the token-by-token copy writes (the reader's decoder, then the writer's escaper).
 */
class CompactCopyEscapesTest {
    /** Escapes of every kind, raw multi-byte text, and plain ASCII, as they appear in JSON text. */
    private static final List<String> UNITS = List.of(
            "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
            "\\u0000", "\\u0008", "\\u000a", "\\u001f", "\\u001F", "\\u0020", "\\u0022", "\\u002F", "\\u005C", "\\u005c",
            "\\u0041", "\\u007f", "\\u0080", "\\u00e9", "\\u07FF", "\\u0800", "\\u65e5", "\\uD7FF", "\\uE000", "\\uFFFF",
            "\\uD800\\uDC00", "\\uD83D\\uDE00", "\\udbff\\udfff",
            "\u00e9", "\u65e5", "\uD83D\uDE00", "a", "\\");

    private static String direct(byte[] doc) {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(w);
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    private static String tokenByToken(byte[] doc) {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(CopyIntoWriterTest.forwarding(w));
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    private static void check(String body) {
        // as an array element ending the document, as a member name and as a member value
        for (String doc : new String[] {"[\"" + body + "\"]", "{\"" + body + "\":\"" + body + "\"}"}) {
            byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
            assertEquals(tokenByToken(bytes), direct(bytes), doc);
        }
    }

    @Test
    void everyUnitAtEveryPlaceOfTwoWords() {
        for (String unit : UNITS) {
            if (unit.equals("\\")) continue; // only as half of a pair of units below
            for (int before = 0; before <= 17; before++) {
                for (int after = 0; after <= 17; after++) {
                    check("p".repeat(before) + unit + "s".repeat(after));
                }
            }
        }
    }

    @Test
    void escapesNextToEachOther() {
        for (String a : UNITS) {
            for (String b : UNITS) {
                if (a.equals("\\") || b.equals("\\")) continue;
                for (int before = 0; before <= 9; before++) check("x".repeat(before) + a + b);
                check(a + b + "y");
                check(a + "z".repeat(7) + b);
            }
        }
    }

    @Test
    void runsOfEscapesOfEveryLengthEndingEveryWay() {
        // escaped text comes in runs ("\u3042\u3044..."), taken one after another without going
        // back to the word scan: a run may end at the quote, at plain or raw text, or at a bad escape
        String[] runUnits = {"\\u3042", "\\u00e9", "\\u0041", "\\n", "\\/", "\\uD83D\\uDE00", "\\u0001"};
        for (String unit : runUnits) {
            for (int n = 1; n <= 20; n++) {
                String run = unit.repeat(n);
                for (int before = 0; before <= 8; before++) {
                    String lead = "p".repeat(before);
                    check(lead + run);
                    check(lead + run + "tail");
                    check(lead + run + "\u65e5" + run);
                    check(lead + run + "\u00e9x");
                    check(lead + run + "\u00e9\u65e5\u00e9\u65e5\u00e9\u65e5\u00e9\u65e5x");
                }
                for (String bad : new String[] {"\\uD800\"]", "\\x\"]", "\\u12\"]", "\\"}) {
                    byte[] bytes = ("[\"" + run + bad).getBytes(StandardCharsets.UTF_8);
                    assertEquals(outcome(() -> tokenByToken(bytes)), outcome(() -> direct(bytes)), run + bad);
                }
            }
        }
    }

    @Property(tries = 1500)
    void randomMixesOfUnits(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder body = new StringBuilder();
        int n = random.nextInt(40);
        for (int i = 0; i < n; i++) {
            String unit = UNITS.get(random.nextInt(UNITS.size()));
            if (unit.equals("\\")) unit = "plain text ".substring(0, random.nextInt(12));
            body.append(unit);
        }
        check(body.toString());
    }

    @Test
    void badEscapesFailAsOnTheTokenPath() {
        String[] bad = {"\\x", "\\u12", "\\u12G4", "\\uD800", "\\uD800\\u0041", "\\uDC00", "\\uD800x", "\\uDBFF\\uD800",
                "\\n\u0001", "\\n\u001f", "\\", "\\u"};
        for (String unit : bad) {
            for (int before = 0; before <= 9; before++) {
                for (String tail : new String[] {"\"]", "", "\"", "tail\"]", "\\n\"]"}) {
                    for (String doc : new String[] {"[\"" + "p".repeat(before) + "\\t" + unit + tail,
                            "{\"" + "n".repeat(before) + "\\n" + unit + tail + ":1}"}) {
                        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
                        assertEquals(outcome(() -> tokenByToken(bytes)), outcome(() -> direct(bytes)), doc);
                    }
                }
            }
        }
    }

    @Test
    void longEscapedStringsAndNonAsciiAfterAnEscape() {
        // past the run the one-pass copy takes, and text it leaves to the scanner
        for (int n : new int[] {4090, 4095, 4096, 4097, 4100, 9000}) {
            check("\\n" + "a".repeat(n) + "\\u00e9");
            check("q\\u65e5" + "b".repeat(n));
        }
        check("\\n\u00e9\\t");
        check("x\\\"\u65e5\uD83D\uDE00\\u0041");
    }

    /**
     * A document that is a slice of a larger array (an NDJSON chunk's line): the one-pass copy
     * reads by words up to the array's end, past the slice, so the bytes after it must never
     * count. An escaped string closed just before the slice's end copies as on the token path;
     * one whose closing quote lies only past the end is an error there, as on the token path,
     * however the bytes after the slice look.
     */
    @Test
    void escapedStringsAtTheEndOfASliceIgnoreTheBytesAfterIt() {
        String[] after = {"", "\"]", "\"", "x\"]\n", "\\n\"]", "\\u0041\"}", "]]]]]]]]]]]]]]]]", "\"\"\"\"\"\"\"\"\"\""};
        for (String unit : new String[] {"\\n", "\\u00e9", "\\uD83D\\uDE00", "\\\""}) {
            for (int before = 0; before <= 17; before++) {
                for (String tail : new String[] {"\"]", "\"}", "", "a", unit}) {
                    String body = "p".repeat(before) + unit;
                    for (String doc : new String[] {"[\"" + body + tail, "{\"k\":\"" + body + tail, "{\"" + body + tail + ":1}"}) {
                        byte[] exact = doc.getBytes(StandardCharsets.UTF_8);
                        String expected = outcome(() -> tokenByToken(exact));
                        for (String rest : after) {
                            byte[] more = (doc + rest).getBytes(StandardCharsets.UTF_8);
                            String got = outcome(() -> {
                                JsonWriter w = JsonWriter.create();
                                try (JsonReader r = JsonReader.of(more, 0, exact.length)) {
                                    r.copyTo(w);
                                }
                                return new String(w.toByteArray(), StandardCharsets.UTF_8);
                            });
                            assertEquals(expected, got, doc + " | " + rest);
                        }
                    }
                }
            }
        }
    }

    private static String outcome(java.util.function.Supplier<String> copy) {
        try {
            return copy.get();
        } catch (JsonException e) {
            return "error: " + e.getMessage();
        }
    }

    @Test
    void theOutputIsTheDecodedTextEscapedMinimally() {
        // spelled out once, so that the two paths cannot agree on something wrong
        String doc = "[\"a\\/b\\u0041\\u00e9\\u65E5\\uD83D\\uDE00\\u0001\\u001f\\u000A\\u0022\\u005c\\\"\\t\"]";
        assertEquals("[\"a/bA\u00e9\u65e5\uD83D\uDE00\\u0001\\u001F\\n\\\"\\\\\\\"\\t\"]",
                direct(doc.getBytes(StandardCharsets.UTF_8)));
    }
}
