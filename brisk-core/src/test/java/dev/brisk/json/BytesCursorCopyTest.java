package dev.brisk.json;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@link BytesCursor#copyTo} against {@link JsonReader#copyTo}, the reference, both into a
 * {@link JsonWriter}: on random documents (escapes, every UTF-8 length, numbers of every form,
 * whitespace, and now and then a broken byte or a cut) the cursor copies what the reader copies
 * or gives up, and never copies what the reader refuses.
 */
class BytesCursorCopyTest {
    private static final String[] STRINGS = {"", "a", "plain text", "caf\u00e9", "\u65e5\u672c", "\ud83d\ude00",
            "tab\tnew\nline", "quote\" back\\ slash/", "x".repeat(40), "\u0001\u001f"};
    private static final String[] RAW = {"\\u00e9", "\\ud83d\\ude00", "\\ud800", "\\/", "\\x", "\u0001"};
    private static final String[] NUMBERS = {"0", "-0", "7", "-2147483649", "9223372036854775807", "9223372036854775808",
            "1.5", "-0.0", "1e3", "1E-3", "2.5e+2", "1e400", "4.9e-324", "0.1", "123456789012345678901234567890",
            "00", "1.", "-", ".5", "+1"};
    private static final String[] SPACE = {"", "", "", " ", "\n  ", "\t"};

    @Property(tries = 3000)
    void copiesWhatTheReaderCopiesOrGivesUp(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder();
        value(random, sb, 0);
        byte[] json = sb.toString().getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(4) == 0 && json.length > 0) {
            json = random.nextBoolean() ? java.util.Arrays.copyOf(json, random.nextInt(json.length))
                    : broken(json, random);
        }
        String outcome = check(json) ? "copied by the cursor" : "not copied";
        Statistics.label("document").collect(outcome);
    }

    @Test
    void copiesEveryCutOfADocumentOrGivesUp() {
        byte[] json = ("{\"a\":[1,-2.5e3,\"s\\u00e9\\n\",true,false,null,{}],\"caf\u00e9\":{\"b\":[[]],\"c\":\"x\"}}")
                .getBytes(StandardCharsets.UTF_8);
        assertTrue(check(json), "the whole document is copied by the cursor");
        for (int n = 0; n < json.length; n++) assertFalse(check(java.util.Arrays.copyOf(json, n)), "cut at " + n);
    }

    @Test
    void leavesDeeperValuesThanItWalksToTheReader() {
        byte[] deep = ("[".repeat(64) + "]".repeat(64)).getBytes(StandardCharsets.UTF_8);
        BytesCursor in = BytesCursor.over(deep);
        assertFalse(in.copyTo(JsonWriter.create()));
        assertTrue(in.failed());
        byte[] shallow = ("[".repeat(63) + "]".repeat(63)).getBytes(StandardCharsets.UTF_8);
        assertTrue(check(shallow));
    }

    /** Whether the cursor copied {@code json} (then exactly as the reader does). */
    private static boolean check(byte[] json) {
        String reference;
        try (JsonReader r = JsonReader.of(json)) {
            JsonWriter w = JsonWriter.create();
            r.copyTo(w);
            if (r.peek() != JsonToken.END_DOCUMENT) throw new JsonException("trailing", null);
            reference = new String(w.toByteArray(), StandardCharsets.UTF_8);
        } catch (JsonException e) {
            reference = null;
        }
        BytesCursor in = BytesCursor.over(json);
        JsonWriter w = JsonWriter.create();
        boolean copied = in.copyTo(w);
        boolean read = in.finish();
        if (copied != read && read) fail("finished after a failed copy");
        if (!read) return false;
        if (reference == null) fail("the cursor copied a document the reader refuses: " + new String(json, StandardCharsets.UTF_8));
        assertEquals(reference, new String(w.toByteArray(), StandardCharsets.UTF_8), () -> new String(json, StandardCharsets.UTF_8));
        return true;
    }

    private static byte[] broken(byte[] json, Random random) {
        byte[] b = json.clone();
        b[random.nextInt(b.length)] = (byte) "{}[]\",:0a\\ -.eE\u0000".charAt(random.nextInt(16));
        if (random.nextInt(8) == 0) b[random.nextInt(b.length)] = (byte) 0xC3;
        return b;
    }

    private static void value(Random random, StringBuilder sb, int depth) {
        sb.append(SPACE[random.nextInt(SPACE.length)]);
        int kind = depth > 4 ? 2 + random.nextInt(4) : random.nextInt(6);
        switch (kind) {
            case 0 -> {
                sb.append('{');
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) sb.append(',');
                    sb.append(SPACE[random.nextInt(SPACE.length)]);
                    string(random, sb);
                    sb.append(SPACE[random.nextInt(SPACE.length)]).append(':');
                    value(random, sb, depth + 1);
                }
                sb.append(SPACE[random.nextInt(SPACE.length)]).append('}');
            }
            case 1 -> {
                sb.append('[');
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) sb.append(',');
                    value(random, sb, depth + 1);
                }
                sb.append(SPACE[random.nextInt(SPACE.length)]).append(']');
            }
            case 2 -> string(random, sb);
            case 3 -> sb.append(NUMBERS[random.nextInt(NUMBERS.length)]);
            case 4 -> sb.append(random.nextBoolean() ? "true" : "false");
            default -> sb.append(random.nextInt(10) == 0 ? "nul" : "null");
        }
        sb.append(SPACE[random.nextInt(SPACE.length)]);
    }

    private static void string(Random random, StringBuilder sb) {
        if (random.nextInt(6) == 0) {
            sb.append('"').append(RAW[random.nextInt(RAW.length)]).append('"');
            return;
        }
        String s = STRINGS[random.nextInt(STRINGS.length)];
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        sb.append('"');
    }
}
