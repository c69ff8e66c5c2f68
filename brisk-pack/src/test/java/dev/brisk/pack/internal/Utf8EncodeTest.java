package dev.brisk.pack.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/** {@link Utf8#encode}: the JDK's UTF-8 for every valid String, the index of a lone surrogate otherwise. */
class Utf8EncodeTest {

    private static boolean valid(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8).equals(s);
    }

    @Property(tries = 2000)
    void encodesAsTheJdkDoesAtAnyPosition(@ForAll @StringLength(max = 200) String s, @ForAll @IntRange(max = 9) int at) {
        byte[] buf = new byte[at + (int) Utf8.maxEncodedLength(s) + 1];
        Arrays.fill(buf, (byte) 0x55);
        int end = Utf8.encode(s, buf, at);
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
    }
}
