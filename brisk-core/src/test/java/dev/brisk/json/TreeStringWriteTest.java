package dev.brisk.json;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tree's strings are written from their stored UTF-8 a whole word at a time (the last word
 * read overlapping, short ones put together from smaller loads) and written again by the
 * general path when a byte needs an escape. Each must give exactly the text of the reference
 * encoder ({@link WriterStringChunkTest#reference}) and of the call-by-call path into a stream,
 * at every length, with the escape at every place, wherever the string falls in the buffer.
 */
class TreeStringWriteTest {
    /** Every kind of char: plain, each escape class, two-, three- and four-byte UTF-8, HTML's. */
    private static final String[] UNITS = {"a", "Z", " ", "~", "\u007f", "\"", "\\", "\n", "\t", "\u0000", "\u001f",
            "\u00e9", "\u00ff", "\u0100", "\u07ff", "\u65e5", "\uFFFD", "\uD83D\uDE00", "<", ">", "&", "'", "\u2028", "\u2029"};

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.of(UNITS).list().ofMaxSize(90).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> mostlyPlainTexts() {
        // Long plain runs with the odd unit in them: the escape falls in any word, any tail.
        return Arbitraries.integers().between(0, 300).flatMap(n -> Arbitraries.integers().between(0, 320)
                .flatMap(at -> Arbitraries.of(UNITS).map(unit -> {
                    String plain = "abcdefghijklmnopqrstuvwxyz0123456789".repeat(10).substring(0, n);
                    return at <= n ? plain.substring(0, at) + unit + plain.substring(at) : plain;
                })));
    }

    @Provide
    Arbitrary<WriterOptions> options() {
        return Arbitraries.of(WriterOptions.defaults(), WriterOptions.defaults().withReplaceLoneSurrogates(true),
                WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true),
                WriterOptions.defaults().withEscapeNonAscii(true).withHtmlSafe(true));
    }

    @Property(tries = 600)
    void treeStringsAreWrittenLikeTheReference(@ForAll("texts") String s, @ForAll("options") WriterOptions options,
                                               @ForAll @IntRange(min = 0, max = 40) int before) {
        check(s, options, before);
    }

    @Property(tries = 600)
    void anEscapeAnywhereInAPlainRunIsWritten(@ForAll("mostlyPlainTexts") String s, @ForAll("options") WriterOptions options,
                                              @ForAll @IntRange(min = 0, max = 40) int before) {
        check(s, options, before);
    }

    @Test
    void everyLengthWithEveryUnitAtEveryPlace() {
        // Lengths around the word (8), the int loads (4) and the longest text copied before the check (256).
        int[] lengths = new int[60];
        for (int i = 0; i < 40; i++) lengths[i] = i;
        for (int i = 0; i < 20; i++) lengths[40 + i] = 246 + i;
        for (int n : lengths) {
            String plain = "q".repeat(n);
            check(plain, WriterOptions.defaults(), 3);
            for (String unit : UNITS) {
                for (int at = 0; at <= n; at += n > 40 ? 7 : 1) {
                    check(plain.substring(0, at) + unit + plain.substring(at), WriterOptions.defaults(), at % 9);
                }
            }
        }
    }

    @Test
    void stringsWhereTheInMemoryBufferGrows() {
        // A first string long enough that the next ones start near the end of a fresh 4096-byte buffer.
        for (int fill = 4060; fill < 4100; fill++) {
            for (String s : new String[] {"", "x", "abc\"", "0123456789abcdef", "\u00e9\u00e9\u00e9\u00e9", "tail\n"}) {
                JsonValue tree = JsonArray.of(JsonString.of("f".repeat(fill)), JsonString.of(s), JsonString.of(s + s));
                String expected = "[" + WriterStringChunkTest.reference("f".repeat(fill), false, false, false) + ","
                        + WriterStringChunkTest.reference(s, false, false, false) + ","
                        + WriterStringChunkTest.reference(s + s, false, false, false) + "]";
                assertEquals(expected, new String(Json.toBytes(tree), StandardCharsets.UTF_8), fill + " " + s);
            }
        }
    }

    /** {@code s} as array elements and member values after {@code before} bytes of other output. */
    private static void check(String s, WriterOptions options, int before) {
        String ref = WriterStringChunkTest.reference(s, options.escapeNonAscii(), options.htmlSafe(), false);
        JsonValue tree = JsonArray.of(JsonString.of("p".repeat(before)), JsonString.of(s),
                JsonObject.builder().put("k", s).put("l", JsonString.of(s)).build(), JsonString.of(s));
        String expected = "[" + WriterStringChunkTest.reference("p".repeat(before), false, false, false) + "," + ref
                + ",{\"k\":" + ref + ",\"l\":" + ref + "}," + ref + "]";
        String what = options + " " + s.length() + " chars after " + before;
        assertEquals(expected, new String(Json.toBytes(tree, options), StandardCharsets.UTF_8), what);
        // parsed from bytes: the tree keeps the bytes the reader checked
        JsonValue parsed = Json.parse(expected.getBytes(StandardCharsets.UTF_8));
        assertEquals(expected, new String(Json.toBytes(parsed, options), StandardCharsets.UTF_8), "parsed " + what);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Json.write(tree, bytes, options);
        assertEquals(expected, bytes.toString(StandardCharsets.UTF_8), "stream " + what);
    }
}
