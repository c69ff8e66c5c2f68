package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import dev.brisk.pack.internal.VPack;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * An indexed object's index table is checked to list each member exactly once (a bitmap of the
 * member starts for containers up to 64 KB, a binary search per entry above) and, for a sorted
 * object, in key order. Entries are rewritten to other offsets inside the container (duplicates,
 * swaps, offsets into a key or a value) and the outcome is compared with a model the test
 * computes from the member starts it knows, for small and large containers, through the
 * validating slice and the checking reader alike; the bitmap, reused by the containers of one
 * document, is clear again for the next one.
 */
class IndexTableCheckTest {
    private static final String DUPLICATE = "Index table does not list each member exactly once";
    private static final String ORDER = "Index table of a sorted object is not in key order";

    /** An object of n members (keys k00.., written in reverse so the table is a true permutation), values of {@code valueLength} chars. */
    private static byte[] object(int n, int valueLength) { return pack(json(n, valueLength)); }

    private static String json(int n, int valueLength) {
        StringBuilder json = new StringBuilder("{");
        for (int i = n - 1; i >= 0; i--) {
            if (i < n - 1) json.append(',');
            json.append("\"k").append(i < 10 ? "0" : "").append(i).append("\":\"").append("v".repeat(valueLength)).append('"');
        }
        return json.append('}').toString();
    }

    private static byte[] pack(String json) {
        PackBuilder b = new PackBuilder().compactLimit(0);
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    private static String outcome(byte[] b, boolean throughReader) {
        try {
            if (throughReader) return CheckingSliceReaderTest.pull(Slice.readerOf(b, 0, b.length, ReadLimits.defaults()));
            Slice.of(b, 0, b.length, ReadLimits.defaults());
            return "ok";
        } catch (JsonException e) {
            return e.detail();
        }
    }

    @Property(tries = 400)
    void rewrittenEntriesAreFoundAsTheModelSays(@ForAll @IntRange(min = 2, max = 40) int n,
                                                 @ForAll boolean large,
                                                 @ForAll @IntRange(min = 0, max = 1000) int seed) {
        byte[] valid = object(n, large ? 70_000 / n + 10 : 3);
        int t = valid[0] & 0xff;
        assertTrue(t >= 0x0b && t <= 0x0e, "an indexed sorted object");
        int w = VPack.width(t);
        int bl = valid.length;
        assertEquals(large, bl > 1 << 16);
        int table = w == 8 ? bl - 8 - n * w : bl - n * w;
        int[] entries = new int[n];
        for (int i = 0; i < n; i++) entries[i] = (int) VPack.readUInt(valid, table + i * w, w);
        Set<Integer> starts = new HashSet<>();
        for (int e : entries) starts.add(e);
        java.util.Random r = new java.util.Random(seed);
        int[] mutated = entries.clone();
        switch (r.nextInt(3)) {
            case 0: mutated[r.nextInt(n)] = entries[r.nextInt(n)]; break; // a duplicate (or no change)
            case 1: { // a swap: still each member once
                int i = r.nextInt(n);
                int j = r.nextInt(n);
                mutated[i] = entries[j];
                mutated[j] = entries[i];
                break;
            }
            default: mutated[r.nextInt(n)] = 1 + r.nextInt(table - 1); // anywhere in the container's data
        }
        byte[] b = valid.clone();
        for (int i = 0; i < n; i++) VPack.writeUInt(b, table + i * w, mutated[i], w);
        String expected;
        Set<Integer> listed = new HashSet<>();
        for (int e : mutated) listed.add(e);
        if (!listed.equals(starts)) expected = DUPLICATE;
        else if (!Arrays.equals(mutated, entries)) expected = ORDER; // the only sorted table is the original one
        else expected = "ok";
        assertEquals(expected, outcome(b, false));
        String read = outcome(b, true);
        assertEquals(expected.equals("ok") ? outcome(valid, true) : expected, read);
    }

    /** Two objects in one document: the second's check starts from a clear bitmap (the first's, reused). */
    @Property(tries = 100)
    void aDocumentsContainersShareTheBitmapCleanly(@ForAll @IntRange(min = 2, max = 30) int n) {
        byte[] one = object(n, 3);
        // the array holds a larger object, then this one: the reader skips the first whole, then reads the second
        byte[] b = pack("[" + json(n + 7, 5) + "," + json(n, 3) + "]");
        dev.brisk.json.JsonReader r = Slice.readerOf(b, 0, b.length, ReadLimits.defaults());
        r.beginArray();
        r.skipValue();
        assertEquals(CheckingSliceReaderTest.pull(Slice.of(one).reader()), CheckingSliceReaderTest.pull(r));
        r.endArray();
    }
}
