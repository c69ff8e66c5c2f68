package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brisk.json.internal.CharSourceTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Documents longer than a char chunk (4096), read from a String through several chunks per
 * buffer fill: the tokens are those of the same text's UTF-8 bytes and Jackson's; an error
 * anywhere (a lone surrogate, a control char) has the bytes' line and column and its offset in
 * chars, whatever the buffer size.
 */
class LongStringSourceProperties {
    /** String contents: ASCII runs of many lengths, 2- and 3-byte text, pairs, escapes. */
    private static final String[] PIECES = {"a", " ", "abcdefghijklmnopqrstuvwxyz0123456789", "x".repeat(40),
        "y".repeat(77), "\u00e9", "\u07ff", "\u0800", "\u20ac", "\uffff", "\u0416\u0443\u043a", "\u041b\u0435\u043e \u041d\u0438\u043a",
        "\u65e5\u672c\u8a9e", "\uD83D\uDE00", "\uDBFF\uDFFF", "\\n", "\\u00e9", "\\uD83D\\uDE00", "\\\"", "\u0080"};

    @Provide
    Arbitrary<String> documents() {
        Arbitrary<String> text = Arbitraries.of(PIECES).list().ofMaxSize(40).map(l -> String.join("", l));
        Arbitrary<String> member = Arbitraries.oneOf(
                text.map(t -> "\"" + t + "\""),
                Arbitraries.integers().between(-100000, 100000).map(n -> n + ".5"),
                Arbitraries.of("true", "null", "[]", "{}"));
        Arbitrary<String> pair = text.flatMap(name -> member.map(v -> "\"" + name + "\": " + v));
        Arbitrary<String> ws = Arbitraries.of("", " ", "\n", "\n    ");
        return pair.flatMap(p -> ws.map(w -> w + p)).list().ofMinSize(60).ofMaxSize(400)
                .map(l -> "{" + String.join(",", l) + "\n}");
    }

    @Property(tries = 60)
    void aLongStringReadsAsItsBytes(@ForAll("documents") String doc,
                                    @ForAll @IntRange(min = 16, max = 40000) int bufferSize) {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        List<String> expected = TokenDump.tokens(JsonReader.of(bytes));
        assertEquals(JacksonTokens.tokens(bytes), expected);
        assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withBufferSize(bufferSize).reader(doc)), "buffer " + bufferSize);
        assertEquals(expected, TokenDump.tokens(JsonReader.of(doc)), "default buffer");
    }

    @Property(tries = 80)
    void anErrorInALongStringIsWhereItIsInTheBytes(@ForAll("documents") String doc, @ForAll @IntRange(min = 0, max = 100000) int at,
                                                   @ForAll @IntRange(min = 0, max = 2) int kind,
                                                   @ForAll @IntRange(min = 64, max = 40000) int bufferSize) {
        int i = at % doc.length();
        if (Character.isLowSurrogate(doc.charAt(i))) i--; // a pair's halves go together
        String bad = kind == 0 ? "\uD800" : kind == 1 ? "\uDC00" : "\u0001"; // each an error inside a string and out
        String broken = doc.substring(0, i) + bad + doc.substring(i);
        // the bytes' reference: the lone surrogate in its 3-byte form, which UTF-8 readers reject
        byte[] bytes = CharSourceTest.reference(broken);
        JsonException whole = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(bytes)));
        long charOffset = new String(bytes, 0, (int) whole.offset(), StandardCharsets.UTF_8).length();
        for (ReaderOptions o : new ReaderOptions[] {ReaderOptions.defaults(), ReaderOptions.defaults().withBufferSize(bufferSize)}) {
            JsonException e = assertThrows(JsonException.class, () -> TokenDump.tokens(o.reader(broken)));
            String where = "error at char " + i + " (" + kind + "), buffer " + o.bufferSize;
            assertEquals(whole.line(), e.line(), where);
            assertEquals(whole.column(), e.column(), where);
            assertEquals(charOffset, e.offset(), where);
        }
    }
}
