package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.json.Json;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonNumberValue;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonValue;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Numbers copied from in-memory JSON (the one-pass copy that reads each number once: into the
 * tree's packed form, or as the long or double a binary sink stores) hold exactly the values the
 * JDK reads from their text: the tree keeps the text and its BigDecimal and double, and the
 * MessagePack and VelocyPack bytes equal those made from the text by {@code numberText(String)}
 * (BigInteger and {@link Double#parseDouble}). Integers of 1-21 digits, decimals with up to 22
 * fraction digits, -0, leading zeros in fractions, exponents; in arrays and objects.
 */
class CopiedNumbersTest {

    private static String number(Random r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean()) sb.append('-');
        int intDigits = 1 + r.nextInt(r.nextBoolean() ? 5 : 21);
        sb.append(r.nextInt(8) == 0 ? '0' : (char) ('1' + r.nextInt(9)));
        if (sb.charAt(sb.length() - 1) != '0') {
            for (int i = 1; i < intDigits; i++) sb.append((char) ('0' + (r.nextInt(3) == 0 ? 9 : r.nextInt(10))));
        }
        if (r.nextBoolean()) {
            sb.append('.');
            int f = 1 + r.nextInt(r.nextBoolean() ? 4 : 22);
            for (int i = 0; i < f; i++) sb.append((char) ('0' + (r.nextInt(4) == 0 ? 0 : r.nextInt(10))));
        }
        if (r.nextInt(10) == 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E').append(r.nextBoolean() ? "-" : r.nextBoolean() ? "+" : "").append(r.nextInt(30));
        }
        return sb.toString();
    }

    @Test
    void numbersCopiedInOnePassAreTheJdksValuesOfTheirText() {
        Random r = new Random(5);
        for (int iter = 0; iter < 20_000; iter++) {
            List<String> nums = new ArrayList<>();
            int n = 1 + r.nextInt(12);
            for (int i = 0; i < n; i++) nums.add(number(r));
            boolean obj = r.nextInt(3) == 0;
            StringBuilder sb = new StringBuilder(obj ? "{" : "[");
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(r.nextBoolean() ? "," : ", ");
                if (obj) sb.append("\"k").append(i).append("\":");
                sb.append(nums.get(i));
            }
            String doc = sb.append(obj ? "}" : "]").toString();
            byte[] json = doc.getBytes(StandardCharsets.UTF_8);

            JsonValue tree = Json.parse(json);
            for (int i = 0; i < n; i++) {
                JsonNumberValue e = (JsonNumberValue) (obj ? ((JsonObject) tree).get("k" + i) : ((JsonArray) tree).get(i));
                String text = nums.get(i);
                assertEquals(text, Json.toString(e), doc);
                assertEquals(0, new BigDecimal(text).compareTo(e.bigDecimalValue()), doc);
                assertEquals(Double.parseDouble(text), e.doubleValue(), doc);
            }
            assertEquals(doc.replace(" ", ""), Json.toString(tree));

            MsgPackWriter copied = MsgPackWriter.toBytes();
            JsonReader.of(json).copyTo(copied);
            MsgPackWriter expected = MsgPackWriter.toBytes();
            PackBuilder packCopied = new PackBuilder();
            JsonReader.of(json).copyTo(packCopied);
            PackBuilder packExpected = new PackBuilder();
            if (obj) {
                expected.beginObject();
                packExpected.beginObject();
            } else {
                expected.beginArray();
                packExpected.beginArray();
            }
            for (int i = 0; i < n; i++) {
                if (obj) {
                    expected.name("k" + i);
                    packExpected.name("k" + i);
                }
                expected.numberText(nums.get(i));
                packExpected.numberText(nums.get(i));
            }
            if (obj) {
                expected.endObject();
                packExpected.endObject();
            } else {
                expected.endArray();
                packExpected.endArray();
            }
            assertArrayEquals(expected.toByteArray(), copied.toByteArray(), doc);
            assertArrayEquals(packExpected.toByteArray(), packCopied.toByteArray(), doc);
        }
    }
}
