package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Scalars;
import dev.brisk.bind.model.Status;
import dev.brisk.json.JsonException;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/**
 * Damaged documents bound into records: each read ends in a value or a located JsonException
 * (never a NumberFormat, DateTimeParse, IllegalArgument or other foreign exception), and the
 * generated and reflective codecs, from bytes, Strings and streams, agree on the outcome.
 */
class BindingMutationTest {
    private static final byte[][] NASTY = {{'"'}, {'\\'}, {'{'}, {']'}, {','}, {':'}, {0}, {(byte) 0x80}, {(byte) 0xC0},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {'-'}, {'9'}, {'e'}, {'.'}, {'n'}, {'T'}, {'Z'}, {'P'}, {'x'}};

    private static byte[] mutate(byte[] doc, Random r) {
        byte[] b = doc;
        for (int n = 1 + r.nextInt(2); n > 0; n--) {
            int at = r.nextInt(b.length + 1);
            switch (r.nextInt(4)) {
                case 0: b = Arrays.copyOf(b, at); break;
                case 1: if (b.length > 0) { b = b.clone(); b[Math.min(at, b.length - 1)] = (byte) r.nextInt(256); } break;
                case 2: if (at < b.length) { byte[] c = new byte[b.length - 1]; System.arraycopy(b, 0, c, 0, at); System.arraycopy(b, at + 1, c, at, b.length - at - 1); b = c; } break;
                default: {
                    byte[] ins = NASTY[r.nextInt(NASTY.length)];
                    byte[] c = new byte[b.length + ins.length];
                    System.arraycopy(b, 0, c, 0, at);
                    System.arraycopy(ins, 0, c, at, ins.length);
                    System.arraycopy(b, at, c, at + ins.length, b.length - at);
                    b = c;
                }
            }
        }
        return b;
    }

    private static Object outcome(String way, byte[] input, Supplier<Object> read) {
        try {
            Object v = read.get();
            return v == null ? "null" : v;
        } catch (JsonException e) {
            if (e.getCause() == null || !(e.getCause() instanceof java.io.IOException)) {
                assertTrue(e.path() != null, way + ": error without a path: " + e.getMessage());
            }
            return JsonException.class;
        } catch (Throwable t) {
            throw new AssertionError(way + ": foreign " + t + " for " + new String(input, StandardCharsets.ISO_8859_1)
                    + " hex " + HexFormat.of().formatHex(input), t);
        }
    }

    private static String normalized(Object v) {
        // Records with arrays (Scalars.bytes) compare arrays by identity; compare their JSON instead.
        return v instanceof Class ? v.toString() : Brisk.create().writeString(v);
    }

    @Test
    void damagedRecordsReadAlikeThroughBothCodecPathsAndEverySource() {
        Brisk generated = Brisk.create();
        Brisk reflective = Brisk.builder().useGeneratedCodecs(false).build();
        Order order = new Order(42, "ann", List.of(new Item("pen", 1.5, 3), new Item("ink", 2e-3, 1)),
                Map.of("a", 1, "b", -2), Optional.of("fragile"), Status.values()[0], true);
        String scalars = "{\"z\":true,\"b\":-8,\"s\":300,\"c\":\"x\",\"i\":7,\"l\":-9007199254740993,\"f\":1.5,\"d\":-2.5e-3,"
                + "\"zBox\":null,\"bBox\":1,\"sBox\":2,\"cBox\":\"y\",\"iBox\":3,\"lBox\":4,\"fBox\":5.5,\"dBox\":6.5,"
                + "\"text\":\"caf\\u00e9\",\"bigInteger\":123456789012345678901234567890,\"bigDecimal\":1.000000000000000000001,"
                + "\"uuid\":\"123e4567-e89b-12d3-a456-426614174000\",\"uri\":\"https://example.com/a?b\",\"bytes\":\"AQID\","
                + "\"instant\":\"2026-11-29T20:00:00Z\",\"localDate\":\"2026-11-29\",\"localTime\":\"20:00:01\","
                + "\"localDateTime\":\"2026-11-29T20:00:01\",\"offsetDateTime\":\"2026-11-29T20:00:01+01:00\","
                + "\"zonedDateTime\":\"2026-11-29T20:00:01Z[UTC]\",\"duration\":\"PT1H2M\",\"period\":\"P1Y2D\","
                + "\"year\":\"2026\",\"yearMonth\":\"2026-11\"}";
        generated.read(scalars, Scalars.class); // the undamaged document is valid
        List<Map.Entry<byte[], Class<?>>> docs = List.of(
                Map.entry(generated.writeString(order).getBytes(StandardCharsets.UTF_8), Order.class),
                Map.entry(scalars.getBytes(StandardCharsets.UTF_8), Scalars.class));
        Random r = new Random(5);
        int[] verdicts = new int[2];
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            for (int i = 0; i < 3000; i++) {
                Map.Entry<byte[], Class<?>> doc = docs.get(r.nextInt(docs.size()));
                byte[] input = mutate(doc.getKey(), r);
                Class<?> type = doc.getValue();
                Object a = outcome("generated(byte[])", input, () -> generated.read(input, type));
                Object b = outcome("reflective(byte[])", input, () -> reflective.read(input, type));
                Object c = outcome("generated(InputStream)", input, () -> generated.read(new ByteArrayInputStream(input), type));
                Object d = outcome("reflective(String)", input, () -> reflective.read(new String(input, StandardCharsets.UTF_8), type));
                String expected = normalized(a);
                assertEquals(expected, normalized(b), () -> "reflective differs for " + new String(input, StandardCharsets.UTF_8));
                assertEquals(expected, normalized(c), () -> "stream differs for " + new String(input, StandardCharsets.UTF_8));
                boolean validUtf8 = Arrays.equals(new String(input, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8), input);
                if (validUtf8) assertEquals(expected, normalized(d), () -> "String source differs for " + new String(input, StandardCharsets.UTF_8));
                verdicts[a == JsonException.class ? 1 : 0]++;
            }
        });
        if (verdicts[0] < 50 || verdicts[1] < 50) fail("mutations too mild or too harsh: " + Arrays.toString(verdicts));
    }
}
