package dev.brisk.json;

import dev.brisk.json.internal.PlainNumbers;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PackedNumbersTest {
    /** Number texts of every shape the packed form must accept or refuse. */
    private static List<String> texts() {
        List<String> t = new ArrayList<>(List.of(
                "0", "-0", "0.0", "-0.0", "-0.000", "1", "-1", "9", "10", "12345678", "123456789",
                "1234567890123456", "12345678901234567", "-12345678901234567", "123456789012345678",
                "1234567890123456789", "99999999999999999", "0.1", "0.00000001", "0.12345678901234567",
                "0.123456789012345678", "-65.613616999999977", "-0.0636837780476", "2.34647130966",
                "1e5", "1E+5", "-1.5e-7", "12345678.9", "1234567.89012345", "100000000", "-100000000.5",
                "0.063683778047600004", "-0.063683778047600004", "0.099999999999999999", "-0.000000000000000001",
                "0.100000000000000000", "0.0000000000000000001", "-0.0000000000000000000", "0.000000000000000000"));
        Random r = new Random(42);
        for (int k = 0; k < 4000; k++) {
            StringBuilder s = new StringBuilder();
            if (r.nextBoolean()) s.append('-');
            int intDigits = 1 + r.nextInt(18);
            s.append(r.nextInt(4) == 0 ? '0' : (char) ('1' + r.nextInt(9)));
            if (s.charAt(s.length() - 1) != '0') for (int i = 1; i < intDigits; i++) s.append((char) ('0' + r.nextInt(10)));
            if (r.nextInt(3) > 0) {
                s.append('.');
                int frac = 1 + r.nextInt(18);
                for (int i = 0; i < frac; i++) s.append((char) ('0' + r.nextInt(10)));
            }
            if (r.nextInt(10) == 0) s.append(r.nextBoolean() ? "e" : "E-").append(r.nextInt(300));
            t.add(s.toString());
            // a zero integer part and 17 to 19 fraction digits, some of them leading zeros
            StringBuilder z = new StringBuilder(r.nextBoolean() ? "-0." : "0.");
            int zeros = r.nextInt(3);
            int frac = 17 + r.nextInt(3);
            for (int i = 0; i < frac; i++) z.append(i < zeros ? '0' : (char) ('0' + r.nextInt(10)));
            t.add(z.toString());
        }
        return t;
    }

    @Test
    void packedFormsKeepTheTextExactly() {
        int packable = 0;
        for (String text : texts()) {
            byte[] b = (text + "        ").getBytes(StandardCharsets.US_ASCII);
            long p = PlainNumbers.packed(b, 0, text.length());
            JsonNumberValue v = JsonNumberValue.ofValidText(b, 0, text.length());
            assertEquals(text, v.toString());
            assertEquals(new BigDecimal(text), v.bigDecimalValue());
            if (p == PackedNumbers.NOT_PACKABLE) continue;
            packable++;
            assertEquals(text, PackedNumbers.decode(p, null).toString());
        }
        assertNotEquals(0, packable);
    }

    @Test
    void aZeroIntegerPartIsNoDigitOfTheValue() {
        for (String text : List.of("0.063683778047600004", "-0.063683778047600004", "0.099999999999999999", "0.000000000000000001")) {
            byte[] b = (text + "        ").getBytes(StandardCharsets.US_ASCII);
            long p = PlainNumbers.packed(b, 0, text.length());
            assertNotEquals(PackedNumbers.NOT_PACKABLE, p, text);
            assertEquals(18, p & PackedNumbers.SCALE_MASK, text);
            assertEquals(text, PackedNumbers.decode(p, null).toString());
        }
    }

    @Test
    void theReaderPacksExactlyWhatTheTreeWouldPack() {
        // Json.parse packs an array's numbers as the reader reads them (ReaderLexer.plainPacked);
        // what neither packs may still be packed from its number object (an 18-digit integer)
        for (String text : texts()) {
            byte[] plain = text.getBytes(StandardCharsets.US_ASCII);
            boolean packable = PlainNumbers.packed(plain, 0, plain.length) != PackedNumbers.NOT_PACKABLE;
            JsonArray tree = (JsonArray) Json.parse("[" + text + "]");
            if (packable) assertTrue(tree.items instanceof long[], text);
            assertEquals(new BigDecimal(text), ((JsonNumberValue) tree.get(0)).bigDecimalValue(), text);
        }
    }

    @Test
    void refusesWhatTheFormCannotHold() {
        for (String text : List.of("-0", "-0.0", "1e5", "1.5E-3", "123456789012345678", "0.123456789012345678", "12345678901234567890",
                "0.100000000000000000", "0.0000000000000000001", "-0.000000000000000000", "1.00000000000000000")) {
            byte[] b = (text + "        ").getBytes(StandardCharsets.US_ASCII);
            assertEquals(PackedNumbers.NOT_PACKABLE, PlainNumbers.packed(b, 0, text.length()), text);
        }
    }

    @Test
    void treesOfNumbersReadBackExactly() {
        StringBuilder doc = new StringBuilder("[");
        List<String> t = texts();
        for (int i = 0; i < t.size(); i++) doc.append(i == 0 ? "" : ",").append('[').append(t.get(i)).append(',').append(t.get(i)).append(']');
        doc.append(']');
        JsonValue tree = Json.parse(doc.toString().getBytes(StandardCharsets.US_ASCII));
        assertEquals(doc.toString(), Json.toString(tree));
        assertEquals(new BigDecimal(t.get(7)), ((JsonNumberValue) tree.get(7).get(1)).bigDecimalValue());
    }
}
