package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The optimistic walk that builds a tree checks and decodes an escaped name or string in one
 * pass: the tree it builds from memory is the one the token path builds from a stream that
 * hands out one byte at a time, whatever the escapes, their offsets and lengths; and a spoiled
 * or cut document is refused exactly as the token path refuses it.
 */
class WalkStringDecodeTest {
    private static final String[] SAMPLES = {"a", "abcdefgh", "\u00e9", "\u4e2d", "\uD83D\uDE00", "\"", "\\", "/", "\n",
        "\t", "\u0000", "\u001f", "\u2028", "\u0100", " "};

    private static String text(SplittableRandom random, int parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts; i++) sb.append(SAMPLES[random.nextInt(SAMPLES.length)]);
        return sb.toString();
    }

    private static byte[] document(SplittableRandom random) {
        String name = text(random, random.nextInt(6));
        String value = text(random, random.nextInt(random.nextInt(8) == 0 ? 200 : 12)); // some past the scratch's first size
        String doc = "{\"" + "p".repeat(random.nextInt(9)) + "\":[" + StringValuePropertiesTest.spell(value, random) + "],"
                + StringValuePropertiesTest.spell(name, random) + ":{" + StringValuePropertiesTest.spell(name, random) + ":"
                + StringValuePropertiesTest.spell(value, random) + "}}";
        return doc.getBytes(StandardCharsets.UTF_8);
    }

    private static String outcome(JsonReader r) {
        try (r) {
            JsonValue v = Json.parse(r);
            return "tree " + v;
        } catch (JsonException e) {
            return "refused: " + e.getMessage() + " at " + e.offset() + " line " + e.line() + " column " + e.column();
        }
    }

    @Test
    void theWalkBuildsTheTreeTheTokenPathBuilds() {
        SplittableRandom random = new SplittableRandom(14);
        for (int round = 0; round < 3_000; round++) {
            byte[] json = document(random);
            JsonValue tree = Json.parse(json);
            assertEquals(tree, Json.parse(StringValuePropertiesTest.trickle(json)), () -> new String(json, StandardCharsets.UTF_8));
        }
    }

    @Test
    void aSpoiledOrCutDocumentIsRefusedAsTheTokenPathRefusesIt() {
        SplittableRandom random = new SplittableRandom(15);
        byte[] spoilers = {'\\', '"', 'u', 'D', 'x', 0x01, (byte) 0x80, (byte) 0xC3, (byte) 0xED, (byte) 0xFF};
        for (int round = 0; round < 3_000; round++) {
            byte[] json = document(random);
            if (random.nextBoolean()) {
                json[1 + random.nextInt(json.length - 2)] = spoilers[random.nextInt(spoilers.length)];
            } else {
                json = java.util.Arrays.copyOf(json, 1 + random.nextInt(json.length - 1));
            }
            byte[] doc = json;
            assertEquals(outcome(JsonReader.of(StringValuePropertiesTest.trickle(doc))), outcome(JsonReader.of(doc)),
                    () -> new String(doc, StandardCharsets.UTF_8));
        }
    }
}
