package dev.brisk.bind;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * UUIDs over the bytes cursor against the reader: canonical text read in place, anything else
 * (upper case is fine, other lengths, missing dashes, non-hex, numbers) given up, so that
 * {@code Brisk.read(byte[])} gives the reader's value or its very error.
 */
class UuidBytesReadTest {
    private final Brisk brisk = Brisk.create();
    private static final TypeToken<List<UUID>> LIST = new TypeToken<>() { };

    @Property(tries = 2000)
    void theCursorReadsTheReadersUuidsOrGivesUp(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder("[");
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(',');
            sb.append(random.nextInt(10) == 0 ? "null" : '"' + vary(new UUID(random.nextLong(), random.nextLong()).toString(), random) + '"');
        }
        byte[] json = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        List<UUID> reference;
        try {
            reference = brisk.read(ByteBuffer.wrap(json), LIST);
        } catch (JsonException e) {
            BytesCursor cursor = BytesCursor.over(json);
            brisk.codec(LIST).readBytes(cursor);
            assertFalse(cursor.finish(), () -> new String(json, StandardCharsets.UTF_8));
            JsonException viaBytes = assertThrows(JsonException.class, () -> brisk.read(json, LIST));
            assertEquals(e.getMessage(), viaBytes.getMessage());
            assertEquals(e.offset(), viaBytes.offset());
            assertEquals(e.path(), viaBytes.path());
            Statistics.label("document").collect("refused");
            return;
        }
        BytesCursor cursor = BytesCursor.over(json);
        Object viaCursor = brisk.codec(LIST).readBytes(cursor);
        boolean read = cursor.finish();
        if (read) assertEquals(reference, viaCursor, () -> new String(json, StandardCharsets.UTF_8));
        assertEquals(reference, brisk.read(json, LIST));
        Statistics.label("document").collect(read ? "read by the cursor" : "left to the reader");
    }

    @Test
    void aCanonicalUuidIsReadByTheCursor() {
        UUID id = UUID.randomUUID();
        byte[] json = ("\"" + id + "\"").getBytes(StandardCharsets.UTF_8);
        BytesCursor cursor = BytesCursor.over(json);
        assertEquals(id, brisk.codec(UUID.class).readBytes(cursor));
        assertTrue(cursor.finish());
    }

    private static String vary(String s, Random random) {
        switch (random.nextInt(8)) {
            case 0: return s.toUpperCase();
            case 1: return s.replace("-", "");
            case 2: return s.substring(1);
            case 3: return s.substring(0, 10) + 'g' + s.substring(11);
            case 4: return s + "0";
            case 5: return "1-2-3-4-5";
            default: return s;
        }
    }
}
