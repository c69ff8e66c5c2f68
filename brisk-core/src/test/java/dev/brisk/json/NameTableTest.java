package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link NameTable} gives one stored name per distinct byte sequence, whichever way it finds it:
 * by hash, by the remembered order of names, short names by their words, after the table grew.
 */
class NameTableTest {

    @Test
    void theSameBytesGiveTheSameNameAndOtherBytesAnother() {
        Random random = new Random(42);
        String[] pool = new String[300];
        for (int i = 0; i < pool.length; i++) {
            // lengths 0 to 40 around the 8 and 16 byte words; pairs that differ only in the last byte or a NUL
            int len = random.nextInt(41);
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < len; j++) sb.append((char) ('a' + random.nextInt(3)));
            pool[i] = i % 7 == 0 ? sb + "\u0000" : i % 11 == 0 ? sb + "\u00e9" : sb.toString();
        }
        NameTable table = new NameTable();
        Map<String, Object> seen = new HashMap<>();
        // a repeating order (as in an array of similar objects), broken now and then
        for (int round = 0; round < 200; round++) {
            for (int i = 0; i < 40; i++) {
                String name = random.nextInt(10) == 0 ? pool[random.nextInt(pool.length)] : pool[(round % 3) * 40 + i];
                byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
                // at the end of a larger array, or alone in an exact one
                byte[] in = new byte[utf8.length + 5];
                int off = round % 2 == 0 ? 5 : 0;
                if (off == 0) in = utf8.clone();
                else System.arraycopy(utf8, 0, in, off, utf8.length);
                Object stored = table.get(in, off, utf8.length);
                assertEquals(name, Name.string(stored));
                Object before = seen.putIfAbsent(name, stored);
                if (before != null) assertSame(before, stored, name);
            }
        }
        assertEquals(true, seen.size() > 100, "names: " + seen.size());
    }

    @Test
    void aNameFollowedByTwoOthersInTurnFindsEachAndShortNamesDifferingByNulsStayApart() {
        // "id" is followed by "a" in one kind of object and by "a\0", "a\0\0" or longer names in
        // others (NUL from an escape): a remembered follower that only looks like the name is not it
        String[][] kinds = {{"id", "a", "x"}, {"id", "a\u0000", "y"}, {"id", "a\u0000\u0000", "z"}, {"id", "abcdefgh", "w"},
            {"id", "abcdefgh\u0000", "v"}, {"id", "abcdefgi", "u"},
            // a longer name whose first word is "a", six NULs and its length as a short name's might be kept
            {"id", "a\u0000\u0000\u0000\u0000\u0000\u0000\u0001xyz", "t"}};
        NameTable table = new NameTable();
        Map<String, Object> seen = new HashMap<>();
        Random random = new Random(7);
        for (int round = 0; round < 500; round++) {
            String[] kind = kinds[round % 2 == 0 ? 0 : random.nextInt(kinds.length)];
            for (String name : kind) {
                byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
                byte[] in = new byte[utf8.length + 9];
                System.arraycopy(utf8, 0, in, 1, utf8.length);
                in[1 + utf8.length] = '"';
                Object stored = table.get(in, 1, utf8.length);
                assertEquals(name, Name.string(stored));
                Object before = seen.putIfAbsent(name, stored);
                if (before != null) assertSame(before, stored, name);
            }
        }
        assertEquals(15, seen.size());
    }
}
