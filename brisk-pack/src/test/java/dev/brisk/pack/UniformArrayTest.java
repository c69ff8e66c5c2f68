package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.arangodb.velocypack.VPackSlice;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Arrays without an index table (0x02-0x05): integer arrays of mixed sizes written at one width
 * when that is smaller, and the zero padding that keeps 4-byte-length arrays readable by the
 * reference implementation. Every case is read back by Brisk's Slice and by com.arangodb's.
 */
class UniformArrayTest {

    private static byte[] hex(String s) { return HexFormat.of().parseHex(s.replace(" ", "")); }

    private static byte[] pack(String json) {
        PackBuilder b = new PackBuilder();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    private static String array(int n, java.util.function.IntFunction<String> item) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ",").append(item.apply(i));
        return sb.append(']').toString();
    }

    /** Both readers see exactly the values of the JSON document. */
    private static void readsBackAlike(String json, byte[] vpack) {
        String expected = Canon.of(json.getBytes(StandardCharsets.UTF_8), true);
        Canon c = new Canon(true);
        Slice.of(vpack).copyTo(c);
        Canon.assertSame(expected, c.result(), "Brisk Slice");
        Canon.assertSame(expected, VPackRef.canon(new VPackSlice(vpack)), "reference VPackSlice");
    }

    @Test
    void mixedSizeIntegersBeyondTheCompactLimitShareTheWidestWidth() {
        // 0..9 are SmallInts (1 byte), 10..300 uint1/uint2: indexed would cost a table; widened, none
        String json = array(20, i -> Integer.toString(i * 16));
        byte[] b = pack(json);
        assertEquals(0x02, b[0] & 0xff); // no index table, 1-byte length
        assertEquals(2 + 20 * 3, b.length); // every item a uint2 (0x29)
        assertEquals(0x29, b[2] & 0xff);
        Slice s = Slice.of(b);
        assertEquals(20, s.size());
        assertEquals(0, s.at(0).getLong());
        assertEquals(304, s.at(19).getLong());
        readsBackAlike(json, b);
    }

    @Test
    void negativeIntegersWidenAsSignedIntegers() {
        // int1 (-20..-120) and int2 beside uint2 (301..311): widened to int2, no index table
        String json = array(12, i -> Integer.toString(i % 2 == 0 ? -(i + 1) * 20 : 300 + i));
        byte[] b = pack(json);
        assertEquals(0x02, b[0] & 0xff);
        assertEquals(2 + 12 * 3, b.length);
        assertEquals(0x21, b[2] & 0xff);
        assertEquals(-220, Slice.of(b).at(10).getLong());
        assertEquals(311, Slice.of(b).at(11).getLong());
        readsBackAlike(json, b);
        // -1 and 128 need int2 (128 is not an int1)
        String edge = array(10, i -> i == 0 ? "-1" : i == 9 ? "128" : "5");
        byte[] e = pack(edge);
        readsBackAlike(edge, e);
    }

    @Test
    void widerLayoutsOnlyWhenStrictlySmaller() {
        // a tie keeps the minimal integers (compact); a uint64 beside a negative has no common width
        assertArrayEquals(hex("13 06 31 28 10 02"), pack("[1,16]"));
        String huge = array(10, i -> i == 0 ? "18446744073709551615" : i == 1 ? "-1" : "7");
        byte[] h = pack(huge);
        assertEquals(0x06, h[0] & 0xff); // indexed, as before
        readsBackAlike(huge, h);
        // not all integers: unchanged
        String mixed = array(10, i -> i == 0 ? "\"x\"" : Integer.toString(i * 100));
        assertEquals(0x06, pack(mixed)[0] & 0xff);
    }

    @Test
    void largeArraysOfUint64AndExtremesKeepTheirValues() {
        // uint64 above Long.MAX_VALUE (9 bytes) beside 7-byte values: all uint8
        String json = array(100, i -> i % 3 == 0 ? "18446744073709551615" : Long.toString((1L << 48) + i));
        byte[] b = pack(json);
        assertEquals(0x03, b[0] & 0xff); // 100 * 9 bytes: 2-byte length
        assertEquals(3 + 100 * 9, b.length);
        readsBackAlike(json, b);
        String signed = array(40, i -> i % 2 == 0 ? "-9223372036854775808" : "9223372036854775807");
        readsBackAlike(signed, pack(signed));
    }

    @Test
    void fourByteLengthArraysPadWhenTheFirstItemsSecondByteIsZero() {
        // 10,000 doubles 1.0 (9 bytes, second byte 0x00): 90,000 bytes need a 4-byte length
        String doubles = array(10_000, i -> "1.0");
        byte[] d = pack(doubles);
        assertEquals(0x04, d[0] & 0xff);
        assertArrayEquals(hex("00 00 00 00 1b"), java.util.Arrays.copyOfRange(d, 5, 10));
        assertEquals(9 + 90_000, d.length);
        readsBackAlike(doubles, d);
        // integers widened to uint2, the first 256 (low byte zero)
        String ints = array(30_000, i -> Integer.toString(256 + i % 3000));
        byte[] n = pack(ints);
        assertEquals(0x04, n[0] & 0xff);
        readsBackAlike(ints, n);
        // and no padding when the second byte is not zero
        String other = array(10_000, i -> "1.5e-300");
        byte[] o = pack(other);
        assertEquals(5 + 90_000, o.length);
        readsBackAlike(other, o);
        assertTrue(Slice.of(o).at(9_999).getDouble() == 1.5e-300);
    }
}
