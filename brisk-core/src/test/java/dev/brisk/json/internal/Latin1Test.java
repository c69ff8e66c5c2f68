package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class Latin1Test {
    @Property(tries = 500)
    void isTheIso88591DecodingOfAnyRange(@ForAll @Size(max = 80) byte[] b, @ForAll @IntRange(max = 80) int from,
                                         @ForAll @IntRange(max = 80) int length) {
        int offset = Math.min(from, b.length);
        int n = Math.min(length, b.length - offset);
        String expected = new String(b, offset, n, StandardCharsets.ISO_8859_1);
        String s = Latin1.string(b, offset, n);
        assertEquals(expected, s);
        assertEquals(expected.hashCode(), s.hashCode());
    }

    @Test
    void everyByteValueIsItsOwnChar() {
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        String s = Latin1.string(all, 0, 256);
        for (int i = 0; i < 256; i++) assertEquals((char) i, s.charAt(i));
    }

    @Test
    void emptyIsTheEmptyStringAndBadRangesThrow() {
        assertSame("", Latin1.string(new byte[4], 2, 0).intern());
        assertThrows(IndexOutOfBoundsException.class, () -> Latin1.string(new byte[4], 3, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> Latin1.string(new byte[4], -1, 1));
    }
}
