package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SymbolTableTest {
    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void returnsTheSameInstanceForTheSameBytes() {
        SymbolTable t = new SymbolTable(false);
        byte[] doc = b("..name..name..");
        assertNull(t.find(doc, 2, 6));
        String first = t.add(doc, 2, 6, false);
        assertSame(first, t.find(doc, 8, 12));
        assertNull(t.find(doc, 2, 5));
        String accented = t.add(b("\u00e9t\u00e9"), 0, 5, true);
        assertEquals("\u00e9t\u00e9", accented);
        assertSame(accented, t.find(b("\u00e9t\u00e9"), 0, 5));
    }

    @Test
    void internModeInterns() {
        SymbolTable t = new SymbolTable(true);
        String s = t.add(b("interned-name"), 0, 13, false);
        assertSame("interned-name", s);
    }

    @Test
    void randomKeysEvictEachOtherInsteadOfGrowingTheTable() {
        SymbolTable t = new SymbolTable(false);
        String hot = t.add(b("hot"), 0, 3, false);
        for (int i = 0; i < 200_000; i++) {
            byte[] k = b("key" + i);
            t.add(k, 0, k.length, false);
        }
        // the table holds at most 16384 names: most of the 200000 are gone again
        int kept = 0;
        for (int i = 0; i < 200_000; i++) {
            byte[] k = b("key" + i);
            if (t.find(k, 0, k.length) != null) kept++;
        }
        assertEquals(true, kept <= 16384, "kept " + kept);
        String again = t.find(b("hot"), 0, 3) != null ? t.find(b("hot"), 0, 3) : t.add(b("hot"), 0, 3, false);
        assertEquals(hot, again);
    }

    @Test
    void longNamesAreNotCached() {
        SymbolTable t = new SymbolTable(false);
        byte[] k = b("x".repeat(SymbolTable.MAX_NAME_BYTES + 1));
        String a = t.add(k, 0, k.length, false);
        assertNull(t.find(k, 0, k.length));
        assertNotSame(a, t.add(k, 0, k.length, false));
    }

    /** Word {@code k} (little-endian, zero beyond the name) of {@code name}, as a scanner loads it. */
    private static long word(byte[] name, int k) {
        long w = 0;
        for (int i = Math.min(name.length, 8 * k + 8) - 1; i >= 8 * k; i--) w = (w << 8) | (name[i] & 0xFF);
        return w;
    }

    @Test
    void aNameAddedFromItsWordsIsFoundFromItsBytesAndTheOtherWayRound() {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ";
        for (int len = 0; len <= 40; len++) {
            byte[] name = b(alphabet.substring(0, len));
            byte[] doc = b("\"" + alphabet.substring(0, len) + "\":1,\"" + alphabet.substring(0, len) + "\"");
            long w0 = word(name, 0), w1 = word(name, 1), w2 = word(name, 2), w3 = word(name, 3);

            SymbolTable byWords = new SymbolTable(false);
            String added = len <= 16 ? byWords.addShort(doc, 1, w0, w1, len)
                    : len <= 32 ? byWords.addWords(doc, 1, w0, w1, w2, w3, len) : byWords.add(doc, 1, 1 + len, false);
            assertEquals(alphabet.substring(0, len), added);
            assertSame(added, byWords.find(doc, len + 6, 2 * len + 6), "length " + len);
            // the same bytes and a NUL more (an escaped \u0000) are another name
            byte[] longer = b(alphabet.substring(0, len) + "\u0000");
            assertNull(byWords.find(longer, 0, longer.length), "length " + len);

            SymbolTable byBytes = new SymbolTable(false);
            String v = byBytes.add(doc, 1, 1 + len, false);
            if (len <= 16) assertSame(v, byBytes.findShort(w0, w1, len), "length " + len);
            if (len <= 32) assertSame(v, byBytes.findWords(w0, w1, w2, w3, len), "length " + len);
            if (len > 0 && len <= 32) assertNull(byBytes.findWords(w0, w1, w2, w3, len - 1), "length " + len);
        }
    }
}
