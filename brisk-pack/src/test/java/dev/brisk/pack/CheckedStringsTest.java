package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReadLimits;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The checking VelocyPack reader makes a string value with the JDK's decoder and takes the
 * all-ASCII case from the result (one char per byte, no U+FFFD); everything else goes through
 * the strict UTF-8 check. Byte strings of ASCII, valid multi-byte sequences (U+FFFD itself
 * among them), lone continuation and lead bytes, surrogates and overlong forms, short and long
 * (0xbf), at and around the string length limit, must give the value or the error (message and
 * offset) the validating slice gives.
 */
class CheckedStringsTest {
    private static final byte[][] PIECES = {
        {'a'}, {'Z'}, {' '}, {0x7f}, {0}, // ASCII
        {(byte) 0xc3, (byte) 0xa9}, {(byte) 0xe2, (byte) 0x9c, (byte) 0x93}, {(byte) 0xef, (byte) 0xbf, (byte) 0xbd}, // é ✓ U+FFFD
        {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80}, // a pair
        {(byte) 0x80}, {(byte) 0xc3}, {(byte) 0xff}, {(byte) 0xc0, (byte) 0xaf}, // stray, truncated, invalid, overlong
        {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, // a surrogate
    };

    @Provide
    Arbitrary<byte[]> text() {
        return Arbitraries.integers().between(0, PIECES.length - 1)
                .list().ofMinSize(0).ofMaxSize(200)
                .map(list -> {
                    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
                    for (int i : list) out.writeBytes(PIECES[i]);
                    return out.toByteArray();
                });
    }

    private static byte[] stringDocument(byte[] utf8) {
        if (utf8.length <= 126) {
            byte[] b = new byte[1 + utf8.length];
            b[0] = (byte) (0x40 + utf8.length);
            System.arraycopy(utf8, 0, b, 1, utf8.length);
            return b;
        }
        byte[] b = new byte[9 + utf8.length];
        b[0] = (byte) 0xbf;
        dev.brisk.pack.internal.VPack.writeUInt(b, 1, utf8.length, 8);
        System.arraycopy(utf8, 0, b, 9, utf8.length);
        return b;
    }

    private static String throughSlice(byte[] doc, ReadLimits limits) {
        try {
            return "\"" + Slice.of(doc, 0, doc.length, limits).getString();
        } catch (JsonException e) {
            return "error " + e.detail() + " @" + e.offset();
        }
    }

    private static String checking(byte[] doc, ReadLimits limits) {
        try (JsonReader r = Slice.readerOf(doc, 0, doc.length, limits)) {
            return "\"" + r.nextString();
        } catch (JsonException e) {
            return "error " + e.detail() + " @" + e.offset();
        }
    }

    @Property(tries = 2000)
    void aStringReadsAsTheValidatingSliceSays(@ForAll("text") byte[] utf8, @ForAll @IntRange(min = -3, max = 3) int limitSlack) {
        byte[] doc = stringDocument(utf8);
        int chars = new String(utf8, StandardCharsets.UTF_8).length();
        ReadLimits tight = ReadLimits.defaults().withMaxStringLength(Math.max(1, chars + limitSlack));
        assertEquals(throughSlice(doc, ReadLimits.defaults()), checking(doc, ReadLimits.defaults()));
        assertEquals(throughSlice(doc, tight), checking(doc, tight));
    }

    @Property(tries = 300)
    void aTruncatedStringFailsAsInTheSlice(@ForAll("text") byte[] utf8, @ForAll @IntRange(min = 1, max = 9) int cut) {
        byte[] doc = stringDocument(utf8);
        byte[] truncated = java.util.Arrays.copyOf(doc, Math.max(0, doc.length - cut));
        assertEquals(throughSlice(truncated, ReadLimits.defaults()), checking(truncated, ReadLimits.defaults()));
    }
}
