package dev.brisk.pack.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/**
 * {@link Utf8#encode}: the JDK's UTF-8 for every valid String, the index of a lone surrogate
 * otherwise; the overload that copies the non-ASCII rest into a char array gives the same bytes
 * and the same index, with the array long enough (and dirty) or too short.
 */
class Utf8EncodeTest {

    private static boolean valid(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8).equals(s);
    }

    @Property(tries = 2000)
    void encodesAsTheJdkDoesAtAnyPosition(@ForAll @StringLength(max = 200) String s, @ForAll @IntRange(max = 9) int at) {
        byte[] buf = new byte[at + (int) Utf8.maxEncodedLength(s) + 1];
        Arrays.fill(buf, (byte) 0x55);
        int end = Utf8.encode(s, buf, at);
        byte[] viaChars = new byte[buf.length];
        Arrays.fill(viaChars, (byte) 0x55);
        char[] chars = new char[s.length() + at]; // longer than needed when at > 0
        Arrays.fill(chars, '\ud800');
        assertEquals(end, Utf8.encode(s, viaChars, at, chars), s);
        assertArrayEquals(buf, viaChars, s);
        byte[] shortChars = new byte[buf.length]; // an array too short: the rest read from the String
        Arrays.fill(shortChars, (byte) 0x55);
        assertEquals(end, Utf8.encode(s, shortChars, at, new char[s.length() / 2]), s);
        assertArrayEquals(buf, shortChars, s);
        if (!valid(s)) {
            // the first lone surrogate is named
            int bad = -end - 1;
            char c = s.charAt(bad);
            assertEquals(true, Character.isSurrogate(c), s);
            return;
        }
        byte[] expected = s.getBytes(StandardCharsets.UTF_8);
        assertEquals(at + expected.length, end);
        assertArrayEquals(expected, Arrays.copyOfRange(buf, at, end));
        for (int i = 0; i < at; i++) assertEquals(0x55, buf[i], "nothing written before the position");
    }

    @Property(tries = 500)
    void asciiThenOtherText(@ForAll @IntRange(max = 40) int ascii, @ForAll @StringLength(max = 20) String rest) {
        String s = "a".repeat(ascii) + rest;
        if (!valid(s)) return;
        byte[] buf = new byte[(int) Utf8.maxEncodedLength(s)];
        int end = Utf8.encode(s, buf, 0);
        assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Arrays.copyOf(buf, end));
        byte[] viaChars = new byte[buf.length];
        int end2 = Utf8.encode(s, viaChars, 0, new char[s.length()]);
        assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Arrays.copyOf(viaChars, end2));
    }
}
