package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.pack.internal.NumberText;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The one-pass classify-and-parse path the binary writers take for every number text. */
class NumberTextTest {

    private static long shortInteger(String s) {
        byte[] b = ("xx" + s + "yy").getBytes(StandardCharsets.US_ASCII); // an offset and bytes around it
        return NumberText.shortInteger(b, 2, s.length());
    }

    @Test
    void shortIntegersParseInOnePass() {
        assertEquals(0, shortInteger("0"));
        assertEquals(-0L, shortInteger("-0"));
        assertEquals(7, shortInteger("7"));
        assertEquals(-42, shortInteger("-42"));
        assertEquals(999_999_999_999_999_999L, shortInteger("999999999999999999")); // 18 digits
        assertEquals(-99_999_999_999_999_999L, shortInteger("-99999999999999999")); // 18 chars
    }

    @Test
    void fractionsExponentsAndLongTextAreNotShortIntegers() {
        for (String s : new String[] {"1.5", "-0.0", "1e2", "1E2", "1e+2", "1e-2", "-1.0e10", "1234567890123456789", "-999999999999999999"}) {
            assertEquals(NumberText.NOT_SHORT_INTEGER, shortInteger(s), s);
        }
    }

    @Test
    void bothWritersTakeTheSamePathForEveryForm() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy("[0,-1,1e2,1.5,123456789012345678,-123456789012345678,12345678901234567890]".getBytes(StandardCharsets.UTF_8), w);
        assertArrayEquals(HexFormat.of().parseHex("97" + "00" + "ff" + "cb4059000000000000" + "cb3ff8000000000000"
                + "cf01b69b4ba630f34e" + "d3fe4964b459cf0cb2" + "cfab54a98ceb1f0ad2"), w.toByteArray());
        PackBuilder b = new PackBuilder();
        JsonIn.copy("[-6,9,10,-7,1e0,0.5]".getBytes(StandardCharsets.UTF_8), b);
        Slice s = Slice.of(b.toByteArray());
        assertEquals(-6, s.at(0).getLong());
        assertEquals(9, s.at(1).getLong());
        assertEquals(10, s.at(2).getLong());
        assertEquals(-7, s.at(3).getLong());
        assertEquals(SliceType.DOUBLE, s.at(4).type());
        assertEquals(0.5, s.at(5).getDouble());
    }
}
