package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of random byte flips, truncations and insertions in valid documents of both
 * formats: every outcome must be a value or Brisk's own JsonException (with an offset), never
 * another exception, an OutOfMemoryError or a hang.
 */
class MutationTest {
    private static final String DOC = "{\"name\":\"Brisk ✓ ünïcode\",\"n\":[1,-7,300,-70000,4294967296,18446744073709551615,"
            + "-9223372036854775808,0.5,-1.25e300,1e-300],\"nested\":{\"a\":[[],{},[[[{\"deep\":true}]]]],\"b\":null,"
            + "\"c\":false,\"long\":\"" + "x".repeat(200) + "\"},\"arr\":[\"a\",\"bb\",\"ccc\",1,2,3],"
            + "\"k0\":0,\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,\"k5\":5,\"k6\":6,\"k7\":7,\"k8\":8,\"k9\":9}";

    private static final ReadLimits LIMITS = ReadLimits.defaults().withMaxDepth(64);

    private static byte[] velocyPack(int compactLimit) {
        PackBuilder b = new PackBuilder().compactLimit(compactLimit);
        JsonIn.copy(DOC.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    private static byte[] msgPack() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(DOC.getBytes(StandardCharsets.UTF_8), w);
        w.timestampValue(java.time.Instant.ofEpochSecond(1_700_000_000L, 123));
        w.binaryValue(new byte[] {1, 2, 3}, 0, 3);
        return w.toByteArray();
    }

    static byte[] mutate(byte[] src, Random r) {
        byte[] b = src.clone();
        int kind = r.nextInt(4);
        if (kind == 0) { // flip one to three bytes
            for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            return b;
        }
        if (kind == 1) return Arrays.copyOf(b, r.nextInt(b.length)); // truncate
        int at = r.nextInt(b.length + 1);
        int n = 1 + r.nextInt(4);
        byte[] out = new byte[b.length + n]; // insert random bytes
        System.arraycopy(b, 0, out, 0, at);
        for (int i = 0; i < n; i++) out[at + i] = (byte) (kind == 2 ? r.nextInt(256) : 0xff);
        System.arraycopy(b, at, out, at + n, b.length - at);
        return out;
    }

    /** Everything a reader may do with a document: validate, navigate, copy to JSON. */
    private static void useSlice(byte[] bytes) {
        Slice s = Slice.of(bytes, 0, bytes.length, LIMITS);
        s.copyTo(new Canon(false));
        walk(s, 0);
    }

    private static void walk(Slice s, int depth) {
        if (depth > 70) fail("deeper than the depth limit allows");
        s.type();
        s.byteSize();
        if (s.isObject()) {
            for (Slice.Member m : s.members()) {
                if (m.key().isString()) s.get(m.key().getString());
                walk(m.value(), depth + 1);
            }
            s.get("nested");
            s.get("zz-missing");
        } else if (s.isArray()) {
            for (int i = 0; i < s.size(); i++) walk(s.at(i), depth + 1);
        } else if (s.isString()) {
            s.getString();
        } else if (s.isNumber()) {
            s.getDouble();
        }
    }

    private static void useMsgPack(byte[] bytes) {
        MsgPackReader r = MsgPackReader.of(bytes, 0, bytes.length, LIMITS);
        while (r.hasNext()) r.copyTo(new Canon(false));
        MsgPackReader s = MsgPackReader.of(new ByteArrayInputStream(bytes), LIMITS);
        while (s.hasNext()) s.skipValue();
        MsgPackCursorTest.walkAll(MsgPackCursor.of(bytes, 0, bytes.length, LIMITS));
        MsgPackCursor c = MsgPackCursor.of(bytes, 0, bytes.length, LIMITS);
        for (int k; (k = c.next()) != MsgPackCursor.END; ) c.skipChildren();
    }

    private static int run(byte[] valid, java.util.function.Consumer<byte[]> use, long seed) {
        use.accept(valid); // the unmutated document must be fine
        Random r = new Random(seed);
        int errors = 0;
        for (int i = 0; i < 4000; i++) {
            byte[] m = mutate(valid, r);
            try {
                use.accept(m);
            } catch (JsonException e) {
                errors++;
                assertTrue(e.offset() >= 0 && e.offset() <= m.length, () -> "offset " + e.offset() + " outside input: " + e.getMessage());
            } catch (Throwable t) {
                throw new AssertionError("mutation " + i + " (" + Arrays.toString(m) + ") threw " + t, t);
            }
        }
        return errors;
    }

    @Test
    void mutatedVelocyPackGivesAValueOrAJsonExceptionWithAnOffset() {
        for (int limit : new int[] {0, 8, Integer.MAX_VALUE}) {
            int errors = run(velocyPack(limit), MutationTest::useSlice, 42 + limit);
            assertTrue(errors > 1000, "most mutations must be detected, got " + errors);
        }
    }

    @Test
    void mutatedMessagePackGivesAValueOrAJsonExceptionWithAnOffset() {
        int errors = run(msgPack(), MutationTest::useMsgPack, 7);
        assertTrue(errors > 1000, "most mutations must be detected, got " + errors);
    }
}
