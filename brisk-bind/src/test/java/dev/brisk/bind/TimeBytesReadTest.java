package dev.brisk.bind;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * java.time values over the bytes cursor against the reader: the common ISO forms read in place
 * (the same parse), every other text, valid or not (a day past its month, hour 24, a leap second,
 * lower case, other offsets, short times), given up, so that {@code Brisk.read(byte[])} gives the
 * reader's value or its very error.
 */
class TimeBytesReadTest {
    private static final List<TypeToken<?>> TYPES = List.of(new TypeToken<List<Instant>>() { },
            new TypeToken<List<LocalDate>>() { }, new TypeToken<List<LocalDateTime>>() { },
            new TypeToken<List<OffsetDateTime>>() { });
    private static final String[] ENDS = {"", "Z", "Z", "z", "+01:00", "-05:30", "+14:59", "+18:00", "+19:00", "+1:00", "+0100", "ZZ"};

    private final Brisk brisk = Brisk.create();

    @Property(tries = 4000)
    void theCursorReadsTheReadersTimesOrGivesUp(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder("[");
        int n = 1 + random.nextInt(2);
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ",").append(random.nextInt(12) == 0 ? "null" : '"' + text(random) + '"');
        byte[] json = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        Statistics.label("document").collect(check(json, TYPES.get(random.nextInt(TYPES.size()))));
    }

    @Test
    void theCommonFormsAreReadByTheCursor() {
        assertEquals("read by the cursor", check("[\"2024-02-29T23:59:59.123456789Z\",\"0001-01-01T00:00:00Z\"]", TYPES.get(0)));
        assertEquals("read by the cursor", check("[\"2023-12-31\"]", TYPES.get(1)));
        assertEquals("read by the cursor", check("[\"2023-12-31T08:30:00.5\"]", TYPES.get(2)));
        assertEquals("read by the cursor", check("[\"2023-12-31T08:30:00-05:30\",\"2023-12-31T08:30:00Z\"]", TYPES.get(3)));
        assertEquals("refused", check("[\"2023-02-29\"]", TYPES.get(1)));
    }

    private String check(String json, TypeToken<?> type) {
        return check(json.getBytes(StandardCharsets.UTF_8), type);
    }

    private String check(byte[] json, TypeToken<?> type) {
        Object reference;
        try {
            reference = brisk.read(ByteBuffer.wrap(json), type);
        } catch (JsonException e) {
            BytesCursor cursor = BytesCursor.over(json);
            brisk.codec(type).readBytes(cursor);
            assertFalse(cursor.finish(), () -> new String(json, StandardCharsets.UTF_8));
            JsonException viaBytes = assertThrows(JsonException.class, () -> brisk.read(json, type));
            assertEquals(e.getMessage(), viaBytes.getMessage());
            assertEquals(e.offset(), viaBytes.offset());
            assertEquals(e.path(), viaBytes.path());
            return "refused";
        }
        BytesCursor cursor = BytesCursor.over(json);
        Object viaCursor = brisk.codec(type).readBytes(cursor);
        boolean read = cursor.finish();
        if (read) assertEquals(reference, viaCursor, () -> new String(json, StandardCharsets.UTF_8));
        assertEquals(reference, brisk.read(json, type));
        assertTrue(reference != null);
        return read ? "read by the cursor" : "left to the reader";
    }

    private static String text(Random r) {
        String date = pad(r.nextInt(8) == 0 ? r.nextInt(10000) : 1970 + r.nextInt(80), 4) + "-" + pad(pick(r, 13), 2) + "-" + pad(pick(r, 32), 2);
        if (r.nextInt(6) == 0) return date;
        String time = pad(pick(r, 25), 2) + ":" + pad(pick(r, 60), 2) + (r.nextInt(8) == 0 ? "" : ":" + pad(pick(r, 61), 2));
        if (r.nextInt(3) == 0) time += "." + "123456789012".substring(0, r.nextInt(12));
        return date + (r.nextInt(20) == 0 ? "t" : "T") + time + ENDS[r.nextInt(ENDS.length)];
    }

    /** Mostly a valid field value, now and then the edges and one past them. */
    private static int pick(Random r, int bound) {
        return r.nextInt(4) == 0 ? (r.nextBoolean() ? bound - 1 : 0) : 1 + r.nextInt(bound - 2);
    }

    private static String pad(int v, int width) {
        String s = Integer.toString(v);
        return "0".repeat(Math.max(0, width - s.length())) + s;
    }
}
