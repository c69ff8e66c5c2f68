package dev.brisk.bind;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BigDecimal and BigInteger over the bytes cursor against the reader: the plain forms read in
 * place with the reader's exact value and scale, every other form (exponents, negative zero, too
 * many digits, strings) given up, so that {@code Brisk.read(byte[])} gives the reader's value or
 * its very error.
 */
class BigNumberBytesReadTest {
    private static final String[] NUMBERS = {"0", "-0", "0.0", "-0.0", "1", "-1", "1.50", "0.05", "19.99", "-123.456",
            "100", "1e2", "1E-3", "2.5e+2", "9223372036854775807", "9223372036854775808", "123456789012345678",
            "12345678901234567.8", "1234567890123456.7", "0.00000000000000001", "0.000000000000000001",
            "123456789012345678901234567890", "1.0000000000000000000001", "00", "1.", "-", "\"1.5\"", "true", "null"};
    private static final TypeToken<List<BigDecimal>> DECIMALS = new TypeToken<>() { };
    private static final TypeToken<List<BigInteger>> INTEGERS = new TypeToken<>() { };

    private final Brisk brisk = Brisk.create();

    @Property(tries = 3000)
    void theCursorReadsTheReadersNumbersOrGivesUp(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder("[");
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(',');
            if (random.nextBoolean()) sb.append(NUMBERS[random.nextInt(NUMBERS.length)]);
            else sb.append(random.nextInt(2000) - 1000).append(random.nextBoolean() ? "" : "." + random.nextInt(1000));
        }
        byte[] json = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        String outcome = random.nextBoolean() ? check(json, DECIMALS) : check(json, INTEGERS);
        Statistics.label("document").collect(outcome);
    }

    @Test
    void plainDecimalsAndIntegersAreReadByTheCursorWithTheirScale() {
        byte[] json = "[1.50,0.05,-19.99,100,0.0]".getBytes(StandardCharsets.UTF_8);
        assertEquals("read by the cursor", check(json, DECIMALS));
        assertEquals(List.of(new BigDecimal("1.50"), new BigDecimal("0.05"), new BigDecimal("-19.99"), new BigDecimal("100"),
                new BigDecimal("0.0")), brisk.read(json, DECIMALS));
        assertEquals("read by the cursor", check("[0,-7,123456789012345678]".getBytes(StandardCharsets.UTF_8), INTEGERS));
    }

    private <T> String check(byte[] json, TypeToken<List<T>> type) {
        List<T> reference;
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
        // BigDecimal.equals compares the scale too: 1.50 is not 1.5
        if (read) assertEquals(reference, viaCursor, () -> new String(json, StandardCharsets.UTF_8));
        assertEquals(reference, brisk.read(json, type));
        assertTrue(reference != null);
        return read ? "read by the cursor" : "left to the reader";
    }
}
