package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * What a mapper writes, the same mapper reads back: big numbers are written in their shortest
 * exact form, and one that no form would bring within the mapper's reader limits is refused when
 * written, naming the limit, rather than written into a document that mapper rejects.
 */
class WrittenNumbersReadBackTest {
    private static final Brisk BRISK = Brisk.create();

    @Test
    void aLongNumberReadIntoObjectIsWrittenWithinTheNumberLengthLimit() {
        String digits = "1." + "234567890".repeat(110); // 992 chars of mantissa
        for (String text : List.of(digits + "e-18", digits + "e+300", "-" + digits + "E-5", digits.replace(".", "") + "e-1010")) {
            assertTrue(text.length() <= 1000, text.length() + "");
            Object value = BRISK.read(text, Object.class);
            String written = BRISK.writeString(value);
            assertTrue(written.length() <= 1000, written.length() + " chars written for " + text.length() + " read");
            assertEquals(value, BRISK.read(written, Object.class));
            assertEquals(0, new BigDecimal(text).compareTo(new BigDecimal(written)));
        }
    }

    @Test
    void aHugeBigIntegerIsRefusedWhenWrittenUnlessTheReaderAcceptsIt() {
        BigInteger huge = BigInteger.TEN.pow(5000);
        JsonException e = assertThrows(JsonException.class, () -> BRISK.writeString(huge));
        assertTrue(e.getMessage().contains("ReadLimits.withMaxNumberLength"), e.getMessage());
        assertThrows(JsonException.class, () -> BRISK.writeString(List.of(huge)));
        Brisk roomy = Brisk.builder().readerOptions(ReaderOptions.defaults()
                .withLimits(ReadLimits.defaults().withMaxNumberLength(6000))).build();
        String written = roomy.writeString(huge);
        assertEquals("1E+5000", written);
        assertEquals(huge, roomy.read(written, BigInteger.class));
        // 1000 digits are within the default limit
        BigInteger thousand = BigInteger.TEN.pow(999);
        assertEquals(thousand, BRISK.read(BRISK.writeString(thousand), BigInteger.class));
        BigInteger odd = BigInteger.TEN.pow(999).add(BigInteger.ONE);
        assertThrows(JsonException.class, () -> BRISK.writeString(odd.multiply(BigInteger.TEN).add(BigInteger.ONE)));
        assertEquals(odd, BRISK.read(BRISK.writeString(odd), BigInteger.class));
    }

    @Test
    void bigDecimalsOfAnyScaleEitherReadBackEqualOrAreRefusedWhenWritten() {
        Random r = new Random(5);
        int written = 0;
        for (int i = 0; i < 2000; i++) {
            BigInteger unscaled = new BigInteger(1 + r.nextInt(r.nextBoolean() ? 60 : 3400), r);
            if (r.nextBoolean()) unscaled = unscaled.negate();
            int scale = r.nextInt(5) == 0 ? r.nextInt() : r.nextInt(2400) - 1200;
            BigDecimal v = new BigDecimal(unscaled, scale);
            String text;
            try {
                text = BRISK.writeString(v);
            } catch (JsonException refused) {
                assertTrue(refused.getMessage().contains("would not read back"), refused.getMessage());
                continue;
            }
            written++;
            BigDecimal back = BRISK.read(text, BigDecimal.class);
            assertEquals(0, v.compareTo(back), text);
            assertEquals(back, BRISK.read(BRISK.writeString(back), BigDecimal.class), "a second round trip changes nothing");
        }
        assertTrue(written > 1000, "most are written: " + written);
    }
}
