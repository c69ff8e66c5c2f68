package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Each scan of {@link Scanners} agrees with a simple reference on random input made of the
 * bytes that matter to it (the reference: a byte loop, a regular expression, the JDK's strict
 * UTF-8 decoder): where it stops, and whether it accepts.
 */
class ScannersTest {

    /** Random byte strings over an alphabet that hits every branch of the scans. */
    private static Arbitrary<byte[]> bytesOver(String... pieces) {
        return Arbitraries.of(pieces).list().ofMaxSize(40).map(list -> {
            StringBuilder sb = new StringBuilder();
            for (String s : list) sb.append(s);
            return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
        });
    }

    // ---------------------------------------------------------------- whitespace

    @Provide
    Arbitrary<byte[]> spacey() {
        return bytesOver(" ", "        ", "\n", "\r", "\t", "a", "\u000b", "\u00a0", "\"");
    }

    @Property(tries = 3000)
    void whitespaceEndIsTheFirstByteThatIsNotSpaceTabCrOrLf(@ForAll("spacey") byte[] b) {
        int expected = 0;
        while (expected < b.length && (b[expected] == ' ' || b[expected] == '\t' || b[expected] == '\r' || b[expected] == '\n')) expected++;
        assertEquals(expected, Scanners.whitespaceEnd(b, 0, b.length));
    }

    // ---------------------------------------------------------------- strings

    @Provide
    Arbitrary<byte[]> stringBodies() {
        // ISO-8859-1 chars stand for single bytes: \u00c3\u00a9 is the UTF-8 of é, \u00ed\u00a0\u0080 a surrogate, \u00e2\u0082 a cut sequence
        return bytesOver("a", "abcdefgh", "\"", "\\", "\\n", "\\\"", "\\u00e9", "\\uD83D\\uDE00", "\\uD83D", "\\uDE00", "\\uzz12", "\\x",
                "\u0001", "\u001f", "\u00c3\u00a9", "\u00e2\u0082\u00ac", "\u00f0\u009f\u0098\u0080", "\u00ed\u00a0\u0080", "\u00c0\u00af",
                "\u00e2\u0082", "\u0080", "\u00ff", "\u007f");
    }

    /** The reference: an RFC 8259 string body regex over the chars, after a strict UTF-8 decode of the bytes up to the quote. */
    private static final Pattern BODY = Pattern.compile(
            "(?:[^\"\\\\\\x00-\\x1f\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]"
            + "|\\\\[\"\\\\/bfnrt]|\\\\u(?![dD][89abAB])(?![dD][c-fC-F])[0-9a-fA-F]{4}"
            + "|\\\\u[dD][89abAB][0-9a-fA-F]{2}\\\\u[dD][c-fC-F][0-9a-fA-F]{2})*\"");

    private static boolean referenceAccepts(byte[] b, int quote) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b, 0, quote + 1)).toString();
        } catch (CharacterCodingException e) {
            return false;
        }
        Matcher m = BODY.matcher(text);
        return m.matches();
    }

    @Property(tries = 5000)
    void stringEndFindsTheClosingQuoteOfAValidBodyOnly(@ForAll("stringBodies") byte[] b) {
        int end = Scanners.stringEnd(b, 0, b.length);
        // the candidate closing quote: the first quote not escaped by a backslash
        int quote = -1;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\\') i++;
            else if (b[i] == '"') {
                quote = i;
                break;
            }
        }
        boolean valid = quote >= 0 && referenceAccepts(b, quote);
        if (valid) assertEquals(quote, end);
        else assertEquals(true, end < 0, () -> "accepted up to " + end);
        if (end < 0) assertEquals(true, ~end <= b.length);
    }

    @Property(tries = 5000)
    void unescapedStringEndAcceptsOnlyBodiesWithoutEscapesAndStopsAtTheFirstBackslash(@ForAll("stringBodies") byte[] b) {
        int end = Scanners.unescapedStringEnd(b, 0, b.length);
        int quote = -1;
        int backslash = -1;
        for (int i = 0; i < b.length && quote < 0; i++) {
            if (b[i] == '"') quote = i;
            else if (b[i] == '\\' && backslash < 0) backslash = i;
        }
        boolean unescaped = quote >= 0 && (backslash < 0 || backslash > quote);
        if (unescaped && referenceAccepts(b, quote)) {
            assertEquals(quote, end);
        } else {
            assertEquals(true, end < 0);
            // it stops no later than the first backslash, and exactly there when all before it is valid
            if (backslash >= 0 && (quote < 0 || backslash < quote)) assertEquals(true, ~end <= backslash);
        }
    }

    @Property(tries = 3000)
    void plainTextEndStopsAtTheFirstQuoteBackslashControlOrNonAsciiByte(@ForAll("stringBodies") byte[] b) {
        int expected = 0;
        while (expected < b.length && b[expected] != '"' && b[expected] != '\\' && b[expected] >= 0x20) expected++;
        assertEquals(expected, Scanners.plainTextEnd(b, 0, b.length));
    }

    @Test
    void stringEndSaysWhereABodyGoesWrong() {
        byte[] b = "ab\\qcd\"".getBytes(StandardCharsets.US_ASCII);
        assertEquals(2, ~Scanners.stringEnd(b, 0, b.length));
        byte[] open = "abc".getBytes(StandardCharsets.US_ASCII);
        assertEquals(3, ~Scanners.stringEnd(open, 0, open.length));
        byte[] control = "a\tb\"".getBytes(StandardCharsets.US_ASCII);
        assertEquals(1, ~Scanners.stringEnd(control, 0, control.length));
    }

    // ---------------------------------------------------------------- numbers

    @Provide
    Arbitrary<byte[]> numberish() {
        return bytesOver("-", "0", "1", "9", "12345678", ".", "e", "E", "+", "x", ",", "]", " ", "_");
    }

    private static final Pattern NUMBER = Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");

    @Property(tries = 5000)
    void numberEndIsTheEndOfTheLongestValidNumberWhenNothingWrongFollowsIt(@ForAll("numberish") byte[] b) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        Matcher m = NUMBER.matcher(s);
        int end = Scanners.numberEnd(b, 0, b.length);
        if (m.lookingAt() && (m.end() == s.length() || !Scanners.cannotFollowNumber(s.charAt(m.end())))) {
            assertEquals(m.end(), end, s);
        } else {
            assertEquals(true, end < 0, s + " accepted up to " + end);
        }
    }

    @Test
    void numberEndSaysWhereANumberGoesWrong() {
        byte[] b = "-01".getBytes(StandardCharsets.US_ASCII);
        assertEquals(2, ~Scanners.numberEnd(b, 0, b.length)); // a digit cannot follow a leading zero
        byte[] point = "1.e5".getBytes(StandardCharsets.US_ASCII);
        assertEquals(2, ~Scanners.numberEnd(point, 0, point.length));
    }

    // ---------------------------------------------------------------- literals

    @Provide
    Arbitrary<byte[]> literalish() {
        return bytesOver("t", "r", "u", "e", "true", "n", "null", "f", "false", "x");
    }

    @Property(tries = 2000)
    void literalEndMatchesStartsWith(@ForAll("literalish") byte[] b) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        for (String lit : new String[] {"true", "false", "null"}) {
            int end = Scanners.literalEnd(b, 0, b.length, lit.getBytes(StandardCharsets.US_ASCII));
            if (s.startsWith(lit)) {
                assertEquals(lit.length(), end, s);
            } else {
                int p = ~end;
                assertEquals(true, end < 0 && p <= b.length, s);
                // it stops at the first byte that differs (or the end)
                assertEquals(s.substring(0, p), lit.substring(0, p), s);
            }
        }
    }
}
