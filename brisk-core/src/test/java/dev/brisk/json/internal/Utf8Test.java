package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The strict UTF-8 check agrees with the JDK's strict decoder on every 2-byte sequence, every 3-byte lead and second byte (third bytes at the class edges) and on samples of 4. */
class Utf8Test {
    private static final java.nio.charset.CharsetDecoder DECODER = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    private static boolean jdkAccepts(byte[] b) {
        try {
            DECODER.reset().decode(ByteBuffer.wrap(b));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static boolean briskAccepts(byte[] b) {
        return Utf8.checkSequence(b, 0, b.length) == b.length;
    }

    @Test
    void agreesWithTheJdkOnEveryTwoAndThreeByteSequence() {
        for (int a = 0x80; a < 0x100; a++) {
            for (int b = 0; b < 0x100; b++) {
                byte[] two = {(byte) a, (byte) b};
                if (b >= 0x80 || a < 0xC2 || a >= 0xE0) {
                    assertEquals(jdkAccepts(two), briskAccepts(two), () -> String.format("%02X %02X", two[0], two[1]));
                }
                if (a < 0xE0 || a >= 0xF0) continue;
                for (int c : new int[] {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}) {
                    byte[] three = {(byte) a, (byte) b, (byte) c};
                    assertEquals(jdkAccepts(three), briskAccepts(three),
                            () -> String.format("%02X %02X %02X", three[0] & 0xFF, three[1] & 0xFF, three[2] & 0xFF));
                }
            }
        }
    }

    @Test
    void agreesWithTheJdkOnFourByteSequences() {
        SplittableRandom random = new SplittableRandom(4);
        for (int i = 0; i < 50_000; i++) {
            byte[] four = {(byte) (0xF0 + random.nextInt(16)), (byte) (0x70 + random.nextInt(0x60)),
                    (byte) (0x78 + random.nextInt(0x50)), (byte) (0x78 + random.nextInt(0x50))};
            assertEquals(jdkAccepts(four), briskAccepts(four));
        }
    }

    @Test
    void saysTruncatedOnlyWhenMoreBytesCouldStillMakeItValid() {
        assertEquals(Utf8.TRUNCATED, Utf8.checkSequence(new byte[] {(byte) 0xE2, (byte) 0x82}, 0, 2));
        assertEquals(Utf8.TRUNCATED, Utf8.checkSequence(new byte[] {(byte) 0xF0, (byte) 0x9F, (byte) 0x98}, 0, 3));
        assertEquals(Utf8.OVERLONG, Utf8.checkSequence(new byte[] {(byte) 0xE0, (byte) 0x80}, 0, 2));
        assertEquals(Utf8.SURROGATE, Utf8.checkSequence(new byte[] {(byte) 0xED, (byte) 0xA0}, 0, 2));
        assertEquals(Utf8.BAD_CONTINUATION, Utf8.checkSequence(new byte[] {(byte) 0xE2, 0x41}, 0, 2));
    }

    @Test
    void encodesEveryCodePointAsTheJdkDoes() {
        byte[] out = new byte[4];
        for (int cp = 0; cp <= 0x10FFFF; cp += cp < 0x10000 ? 1 : 13) {
            if (cp >= 0xD800 && cp <= 0xDFFF) continue;
            int n = Utf8.encode(cp, out, 0);
            byte[] jdk = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
            assertEquals(jdk.length, n);
            for (int i = 0; i < n; i++) assertEquals(jdk[i], out[i]);
            assertTrue(briskAccepts(java.util.Arrays.copyOf(out, n)) || n == 1);
        }
    }

    /** Where a run of multi-byte sequences stops, judged one sequence at a time by checkSequence. */
    private static int slowSkip(byte[] b, int p, int end) {
        while (p < end && b[p] < 0) {
            int n = Utf8.checkSequence(b, p, end);
            if (n < 0) return p;
            p += n;
        }
        return p;
    }

    @Test
    void skipValidStopsExactlyWhereSequenceBySequenceCheckingWould() {
        SplittableRandom random = new SplittableRandom(42);
        // bytes drawn mostly from valid text in several scripts, with corruption and ASCII mixed in
        String[] pieces = {"\u00e9", "\u00ff", "\u0800", "\u4e2d", "\ud7ff", "\ue000", "\uffff", "\uD83D\uDE00", "\uDBFF\uDFFF", "a"};
        int stoppedEarly = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int parts = 1 + random.nextInt(8);
            for (int i = 0; i < parts; i++) sb.append(pieces[random.nextInt(pieces.length)]);
            byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
            int flips = random.nextInt(3);
            for (int i = 0; i < flips; i++) b[random.nextInt(b.length)] = (byte) random.nextInt(256);
            int end = random.nextInt(b.length + 1);
            int start = random.nextInt(end + 1);
            int expected = slowSkip(b, start, end);
            assertEquals(expected, Utf8.skipValid(b, start, end), () -> java.util.HexFormat.of().formatHex(b));
            if (expected < end) stoppedEarly++;
        }
        assertTrue(stoppedEarly > 1000, "the cases include stops before the end: " + stoppedEarly);
    }

    @Test
    void isValidAgreesWithTheJdkOnTextWithAsciiRunsAndCorruption() {
        SplittableRandom random = new SplittableRandom(7);
        String[] pieces = {"\u00e9", "\u4e2d", "\uD83D\uDE00", "\ue000", "abcdefghij", "0123456789abcdefghij", "\"", "x"};
        int refused = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int parts = 1 + random.nextInt(10);
            for (int i = 0; i < parts; i++) sb.append(pieces[random.nextInt(pieces.length)]);
            byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
            if (random.nextBoolean()) b[random.nextInt(b.length)] = (byte) random.nextInt(256);
            int end = random.nextInt(b.length + 1);
            int start = random.nextInt(end + 1);
            byte[] slice = java.util.Arrays.copyOfRange(b, start, end);
            boolean expected = jdkAccepts(slice);
            assertEquals(expected, Utf8.isValid(b, start, end), () -> java.util.HexFormat.of().formatHex(slice));
            if (!expected) refused++;
        }
        assertTrue(refused > 1000, "the cases include invalid text: " + refused);
    }

    /** Where the JDK's strict decoder first reports malformed input in {@code b}, or -1. */
    private static int jdkFirstMalformed(byte[] b) {
        java.nio.charset.CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(b.length + 1);
        java.nio.charset.CoderResult r = d.decode(in, out, true);
        if (r.isError()) return in.position();
        return in.hasRemaining() ? in.position() : -1; // a sequence cut by the end is left unread
    }

    @Test
    void firstInvalidIsWhereTheJdkFindsTheFirstBadSequence() {
        // the one strict check of core and pack (MessagePack and VelocyPack str validation)
        SplittableRandom random = new SplittableRandom(11);
        String[] pieces = {"\u00e9", "\u4e2d", "\uD83D\uDE00", "\ue000", "abcdefghij", "0123456789abcdefghij", "x"};
        int refused = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int parts = 1 + random.nextInt(10);
            for (int i = 0; i < parts; i++) sb.append(pieces[random.nextInt(pieces.length)]);
            byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
            if (random.nextBoolean()) b[random.nextInt(b.length)] = (byte) random.nextInt(256);
            int end = random.nextInt(b.length + 1);
            int start = random.nextInt(end + 1);
            byte[] slice = java.util.Arrays.copyOfRange(b, start, end);
            int expected = jdkFirstMalformed(slice);
            int got = Utf8.firstInvalid(b, start, end - start);
            assertEquals(expected, got < 0 ? -1 : got - start, () -> java.util.HexFormat.of().formatHex(slice));
            if (expected >= 0) refused++;
        }
        assertTrue(refused > 1000, "the cases include invalid text: " + refused);
    }
}
