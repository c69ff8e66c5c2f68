package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JsonReader.nextIsPlainLong: true exactly for integer literals that nextLong reads exactly; it reads nothing. */
class NextIsPlainLongTest {

    private static final String[] PLAIN = {"0", "-0", "7", "-7", "123456789012345678", "-999999999999999999"};
    private static final String[] NOT_PLAIN = {"1.5", "1e3", "1E3", "-1e-3", "0.0", "1234567890123456789",
            "-9223372036854775808", "\"5\"", "true", "null", "[1]", "{}"};

    @Test
    void plainIntegersInsideAnArrayAreRecognisedAndReadExactly() {
        for (String n : PLAIN) {
            for (boolean stream : new boolean[] {false, true}) {
                byte[] json = ("[" + n + " ," + n + "]").getBytes(StandardCharsets.UTF_8);
                JsonReader r = stream ? JsonReader.of(new ByteArrayInputStream(json)) : JsonReader.of(json);
                r.beginArray();
                assertTrue(r.nextIsPlainLong(), n);
                assertTrue(r.nextIsPlainLong(), n + " (asking twice reads nothing)");
                assertEquals(new BigDecimal(n).longValueExact(), r.nextLong(), n);
                assertTrue(r.nextIsPlainLong(), n);
                assertEquals(new BigDecimal(n).longValueExact(), r.nextLong(), n);
                assertFalse(r.nextIsPlainLong(), "at ']'");
                r.endArray();
            }
        }
    }

    @Test
    void everythingElseIsLeftToTheGeneralPath() {
        for (String n : NOT_PLAIN) {
            JsonReader r = ReaderOptions.defaults().withQuotedNumbers(true).reader("[" + n + "]");
            r.beginArray();
            assertFalse(r.nextIsPlainLong(), n);
            r.skipValue(); // nothing was consumed
            r.endArray();
        }
    }

    @Test
    void aNumberThatEndsTheInputOrIsMalformedIsNotClaimed() {
        assertFalse(JsonReader.of("12").nextIsPlainLong(), "may run on past the buffered input");
        JsonReader leadingZero = JsonReader.of("[01]");
        leadingZero.beginArray();
        assertFalse(leadingZero.nextIsPlainLong());
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, leadingZero::nextBigDecimal);
        assertTrue(e.getMessage().contains("$[0]"), e.getMessage());
    }
}
