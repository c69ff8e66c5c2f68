package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonNumberValueTest {
    private static String written(long unscaled, int scale, int pos) {
        byte[] b = new byte[pos + 48];
        Arrays.fill(b, (byte) '#');
        int end = JsonNumberValue.Decimal.write(unscaled, scale, b, pos);
        for (int i = 0; i < pos; i++) assertEquals('#', b[i], "wrote before its position");
        return new String(b, pos, end - pos, StandardCharsets.ISO_8859_1);
    }

    @Test
    void decimalsAreWrittenAsTheirPlainTextAtAnyPosition() {
        Random r = new Random(7);
        long[] edges = {0, 1, 9, 10, 99_999_999, 100_000_000, 9_999_999_999_999_999L, 10_000_000_000_000_000L,
                99_999_999_999_999_999L, 100_000_000_000_000_000L, 999_999_999_999_999_999L};
        for (int scale = 1; scale <= 18; scale++) {
            for (long e : edges) {
                for (long u : new long[] {e, -e}) {
                    assertEquals(BigDecimal.valueOf(u, scale).toPlainString(), written(u, scale, scale % 5), u + " scale " + scale);
                }
            }
            for (int k = 0; k < 3000; k++) {
                int digits = 1 + r.nextInt(18);
                long u = Math.floorMod(r.nextLong(), (long) Math.pow(10, digits));
                if (r.nextBoolean()) u = -u;
                assertEquals(BigDecimal.valueOf(u, scale).toPlainString(), written(u, scale, k % 9), u + " scale " + scale);
            }
        }
    }

    @Test
    void decimalsReadAndWriteBackTheirText() {
        for (String text : new String[] {"-65.613616999999977", "0.0636837780476", "2.34647130966", "0.000", "-0.5",
                "123456789012345678.9", "12345678901234567.8", "1.0000000000000000", "99999999999999999.9", "0.123456789012345678"}) {
            assertEquals(text, Json.toString(Json.parse("[" + text + "]")).replaceAll("^\\[|\\]$", ""));
            assertEquals(text, Json.toString(Json.parse("{\"x\":" + text + "}")).replaceAll("^\\{\"x\":|\\}$", ""));
            assertEquals(text, JsonNumberValue.of(text).toString());
        }
    }
}
