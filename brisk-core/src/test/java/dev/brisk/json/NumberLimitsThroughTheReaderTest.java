package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The number machinery as a reader user meets it: exact values, clear errors, no slow inputs. */
class NumberLimitsThroughTheReaderTest {

    static JsonReader inArray(String json) {
        JsonReader r = JsonReader.of(json);
        r.beginArray();
        return r;
    }

    @Test
    void hugeExponentsAndDigitCountsFailFast() {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            JsonException e = assertThrows(JsonException.class, () -> inArray("[1e-100000000]").nextBigDecimal());
            assertTrue(e.getMessage().contains("withMaxNumberExponent"), e.getMessage());
            String million = "1" + "0".repeat(1_000_000);
            e = assertThrows(JsonException.class, () -> JsonReader.of(million).nextBigInteger());
            assertTrue(e.getMessage().contains("withMaxNumberLength"), e.getMessage());
            e = assertThrows(JsonException.class, () -> JsonReader.of(million).nextDouble());
            assertTrue(e.getMessage().contains("withMaxNumberLength"), e.getMessage());
        });
    }

    @Test
    void aShortNumberWhoseExponentWouldMakeAHugeBigIntegerFailsFastWithItsPlace() {
        // 1,000 such numbers are 8 KB of input; expanded they would be minutes of arithmetic
        String json = "[" + "1e99999,".repeat(999) + "1e99999]";
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            JsonReader r = inArray(json);
            JsonException e = assertThrows(JsonException.class, r::nextBigInteger);
            assertTrue(e.getMessage().startsWith("1e99999 as an integer has 100000 digits; Number length exceeds the limit of 1000"),
                    e.getMessage());
            assertEquals(1, e.offset());
            assertEquals("$[0]", e.path());
            assertThrows(JsonException.class, () -> JsonNumber.of("1e99999").bigIntegerValue());
        });
        assertEquals(new BigDecimal("1e99999"), inArray(json).nextBigDecimal()); // exact, and cheap as a BigDecimal
    }

    /** An integer an exponent expands may be as long as the number-length limit allows its text to be, sign included. */
    @Test
    void anExpandedIntegerMustFitTheNumberLengthLimitAsText() {
        assertEquals(1000, JsonReader.of("1e999").nextBigInteger().toString().length());
        assertEquals(1000, JsonReader.of("-1e998").nextBigInteger().toString().length());
        JsonException e = assertThrows(JsonException.class, () -> JsonReader.of("-1e999").nextBigInteger());
        assertTrue(e.getMessage().startsWith("-1e999 as an integer has 1000 digits and a minus sign; Number length exceeds the limit of 1000"),
                e.getMessage());
        assertThrows(JsonException.class, () -> JsonReader.of("1e1000").nextBigInteger());
        assertThrows(JsonException.class, () -> JsonReader.of("-1" + "0".repeat(1000)).nextBigInteger());
    }

    @Test
    void overflowIsAnErrorWithTheTextAndPlace() {
        JsonException e = assertThrows(JsonException.class, () -> inArray("[3000000000]").nextInt());
        assertTrue(e.getMessage().startsWith("3000000000 is out of int range"), e.getMessage());
        assertEquals(1, e.offset());
        e = assertThrows(JsonException.class, () -> JsonReader.of("1e400").nextDouble());
        assertTrue(e.getMessage().startsWith("1e400 is out of double range"), e.getMessage());
        assertEquals(Double.POSITIVE_INFINITY,
                ReaderOptions.defaults().withInfinityOnOverflow(true).reader("1e400").nextDouble());
        e = assertThrows(JsonException.class, () -> JsonReader.of("1.5").nextLong());
        assertTrue(e.getMessage().startsWith("1.5 is not an integer"), e.getMessage());
    }

    @Test
    void readsExactValues() {
        assertEquals(-9223372036854775808L, JsonReader.of("-9223372036854775808").nextLong());
        assertEquals(100, JsonReader.of("1e2").nextInt());
        assertEquals(0.1f, JsonReader.of("0.1").nextFloat());
        assertEquals(new BigDecimal("1.50"), JsonReader.of("1.50").nextBigDecimal());
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(JsonReader.of("-0").nextDouble()));
        // 2^53 + 1 followed by a 1 far away: just above a tie, so it rounds up
        assertEquals(9007199254740994.0, JsonReader.of("9007199254740993.000000000000000000000001").nextDouble());
    }
}
