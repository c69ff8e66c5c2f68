package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Chars come out as the UTF-8 the JDK writes for them (a lone surrogate as its own 3-byte form,
 * which the reader rejects), from every char source, whatever the read sizes and wherever chunk
 * and block boundaries fall; and {@code charsWritten} always counts exactly the chars whose bytes
 * have been handed out.
 */
public class CharSourceTest {
    /** Pieces of every encoded length, pairs, and surrogates alone in each position. */
    private static final String[] PIECES = {"a", " ", "{\"k\": ", "abcdefghijklmnopqrstuvwxyz0123456789", "\u00e9", "\u07ff",
        "\u0800", "\u20ac", "\uffff", "\u0416\u0443\u043a", "\u65e5\u672c", "\uD83D\uDE00", "\uDBFF\uDFFF", "\uD800",
        "\uDFFF", "\uDC00\uD800", "\u0000", "\u007f", "\u0080"};

    /** The encoding the reader expects: UTF-8, and a surrogate without its partner as its 3 bytes. */
    public static byte[] reference(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                out.writeBytes(s.substring(i, i + 2).getBytes(StandardCharsets.UTF_8));
                i++;
            } else if (Character.isSurrogate(c)) {
                out.write(0xE0 | c >>> 12);
                out.write(0x80 | c >>> 6 & 0x3F);
                out.write(0x80 | c & 0x3F);
            } else {
                out.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return out.toByteArray();
    }

    /**
     * All the bytes of {@code source}, read {@code len} at a time, checking after every read that
     * the chars counted as written encode to exactly the bytes handed out so far.
     */
    static byte[] drain(CharSource source, String text, int len) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[len + 3];
        for (int n; (n = source.read(buf, 3, len)) > 0; ) {
            out.write(buf, 3, n);
            long chars = source.charsWritten();
            assertEquals(reference(text.substring(0, (int) chars)).length, out.size(),
                    "bytes out after " + chars + " chars counted");
        }
        assertEquals(text.length(), source.charsWritten(), "every char counted at the end");
        return out.toByteArray();
    }

    static Reader chunked(String s, int chunk) {
        return new StringReader(s) {
            @Override
            public int read(char[] c, int off, int len) throws IOException {
                return super.read(c, off, Math.min(len, chunk));
            }
        };
    }

    static void assertEverySourceEncodes(String text, int len, int chunk) throws IOException {
        byte[] expected = reference(text);
        assertArrayEquals(expected, drain(CharSource.of(text), text, len), "String");
        char[] padded = ("xy" + text + "z").toCharArray();
        assertArrayEquals(expected, drain(CharSource.of(padded, 2, text.length()), text, len), "char[] slice");
        assertArrayEquals(expected, drain(CharSource.of(chunked(text, chunk)), text, len), "Reader by " + chunk);
        assertArrayEquals(expected, drain(CharSource.of(new StringBuilder(text)), text, len), "StringBuilder");
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(300);
        Arbitrary<String> mixed = Arbitraries.of(PIECES).list().ofMaxSize(200).map(l -> String.join("", l));
        return Arbitraries.oneOf(any, mixed);
    }

    @Property(tries = 400)
    void everyTextEncodesAsTheReferenceDoes(@ForAll("texts") String text, @ForAll @IntRange(min = 8, max = 80) int len,
                                            @ForAll @IntRange(min = 1, max = 9) int chunk) throws IOException {
        assertEverySourceEncodes(text, len, chunk);
    }

    @Property(tries = 100)
    void wellFormedTextEncodesAsTheJdkDoes(@ForAll("texts") String raw) throws IOException {
        String text = new String(raw.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8); // lone surrogates replaced
        assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), drain(CharSource.of(text), text, 1 << 16));
    }

    /**
     * Texts of several chunks, read through windows both small and larger than a chunk's bytes
     * (a String then fills one read from several chunks), with pairs split at chunk ends.
     */
    @Property(tries = 60)
    void longTextsEncodeAsTheReferenceDoesThroughManyChunks(@ForAll("longTexts") String text,
                                                           @ForAll @IntRange(min = 0, max = 3) int window) throws IOException {
        int len = new int[] {8, 71, 5000, 70000}[window];
        assertEverySourceEncodes(text, len, 4096);
    }

    @Provide
    Arbitrary<String> longTexts() {
        return Arbitraries.of(PIECES).list().ofMinSize(300).ofMaxSize(3000).map(l -> String.join("", l));
    }

    /**
     * Runs of 2- and 3-byte chars (and pairs), single ASCII chars between their words, under
     * every read window from the smallest: each char must start with room for its bytes.
     */
    @Test
    void multiByteRunsUnderEveryWindow() throws IOException {
        String[] runs = {"\u0416\u0443\u043a \u0416\u0443", "\u00e9\u07ff\u0080", "\u65e5\u672c \u8a9e\uffff",
            "\u0416\u65e5\uD83D\uDE00\u00e9 \u0800", "\uD83D\uDE00\uDBFF\uDFFF"};
        for (String run : runs) {
            for (int lead = 0; lead < 12; lead++) {
                String text = "q".repeat(lead) + run.repeat(9) + "ab" + run.repeat(3);
                for (int len = 8; len < 48; len++) assertEverySourceEncodes(text, len, 4096);
            }
        }
    }

    /**
     * A short ASCII run turns the encoder's blocks off; a long run after it is copied a block by
     * the 8-char loop, then handed back to the encoder: every length around that hand-over.
     */
    @Test
    void aLongAsciiRunAfterAShortOneHandsBackToTheEncoder() throws IOException {
        for (String special : new String[] {"\u0416", "\u65e5", "\uD83D\uDE00", "\uDC00"}) {
            for (int run = 0; run < 140; run++) {
                String text = "p".repeat(40) + special + "ab" + special + "c".repeat(run) + special + "de" + special;
                for (int len : new int[] {8, 33, 45, 46, 47, 80, 4096}) assertEverySourceEncodes(text, len, 4096);
            }
        }
    }

    @Test
    void multiByteCharsAtEveryOffsetAroundBlocksAndChunks() throws IOException {
        String[] specials = {"\u00e9", "\u20ac", "\uD83D\uDE00", "\uD800", "\uDC00", "\u0416 \u0416"};
        for (String special : specials) {
            for (int at = 0; at < 70; at++) {
                String text = "a".repeat(at) + special + "b".repeat(40) + special;
                for (int len : new int[] {8, 9, 10, 11, 33, 64, 4096}) assertEverySourceEncodes(text, len, 7);
            }
            // the String and the Reader are read through 4096-char chunks: a pair split across two
            for (int at = 4090; at < 4100; at++) {
                String text = "a".repeat(at) + special + "\u0416".repeat(10) + special;
                assertEverySourceEncodes(text, 1 << 16, 4096);
                assertEverySourceEncodes(text, 13, 4096);
            }
        }
    }

    /** A block that meets a char above 0x7F keeps its ASCII head: at every offset of every block, not only the first. */
    @Test
    void aBlockEndingInTextOutsideAsciiKeepsItsHead() throws IOException {
        String[] specials = {"\u00e9", "\u0800", "\uD83D\uDE00", "\uD800", "\uDFFF", "\u0416\u0416"};
        for (String special : specials) {
            for (int at = 0; at < 34; at++) {
                // a long ASCII run turns blocks back on, then one fails at `at`, twice in a row
                String text = "x".repeat(40) + special + "y".repeat(40 + at) + special + "z".repeat(33 + at) + special + "w";
                for (int len : new int[] {8, 37, 40 + at, 100, 4096}) assertEverySourceEncodes(text, len, 4096);
            }
        }
    }

    /**
     * ASCII runs long enough for the bulk copy, of every length around the block size, between
     * text outside ASCII, with the read window ending inside a run, at its end and just after.
     */
    @Test
    void longAsciiRunsOfEveryLengthBetweenOtherText() throws IOException {
        String[] specials = {"\u00e9", "\u0416", "\uD83D\uDE00", "\uDC00", "\uD800"};
        for (String special : specials) {
            for (int run = 28; run < 140; run++) {
                String text = special + "q".repeat(run) + special + "r".repeat(run + 1) + special + "s".repeat(run);
                for (int len : new int[] {8, 31, 32, 33, 64, run, run + 1, run + 3, run + 4, 4096}) {
                    assertEverySourceEncodes(text, len, 4096);
                }
            }
        }
    }

    /**
     * Sources read in turn on one thread, each with long ASCII runs (copied by a recycled
     * encoder), of every kind and over several rounds (encoders given back at the end and taken
     * again): each one's bytes stay its own.
     */
    @Test
    void sourcesReadInTurnKeepTheirOwnEncoders() throws IOException {
        String a = ("x".repeat(50) + "\u0416").repeat(30);
        String b = ("y".repeat(70) + "\u00e9\uD83D\uDE00").repeat(30);
        String c = ("z".repeat(33) + "\u20ac").repeat(30);
        for (int round = 0; round < 4; round++) {
            CharSource[] sources = {CharSource.of(a), CharSource.of(b.toCharArray(), 0, b.length()), CharSource.of(chunked(c, 100))};
            String[] texts = {a, b, c};
            ByteArrayOutputStream[] outs = {new ByteArrayOutputStream(), new ByteArrayOutputStream(), new ByteArrayOutputStream()};
            boolean[] ended = new boolean[3];
            byte[] buf = new byte[40 + round * 13];
            while (!ended[0] || !ended[1] || !ended[2]) {
                for (int k = 0; k < 3; k++) {
                    if (ended[k]) continue;
                    int n = sources[k].read(buf, 0, buf.length);
                    if (n < 0) ended[k] = true;
                    else outs[k].write(buf, 0, n);
                }
            }
            for (int k = 0; k < 3; k++) {
                sources[k].close();
                assertArrayEquals(reference(texts[k]), outs[k].toByteArray(), "source " + k + ", round " + round);
            }
        }
    }

    @Test
    void aPairSplitAcrossReaderChunksStaysOnePair() throws IOException {
        for (int chunk = 1; chunk < 8; chunk++) {
            for (int pad = 0; pad < 8; pad++) {
                String text = "x".repeat(pad) + "\uD83D\uDE00\u0416\uD83D\uDE00";
                assertArrayEquals(text.getBytes(StandardCharsets.UTF_8),
                        drain(CharSource.of(chunked(text, chunk)), text, 8), "chunk " + chunk + ", pad " + pad);
            }
        }
    }

    @Test
    void loneSurrogatesBecomeTheirThreeByteForms() throws IOException {
        assertArrayEquals(new byte[] {'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80},
                drain(CharSource.of("a\uD800"), "a\uD800", 64), "high surrogate at the end");
        assertArrayEquals(new byte[] {(byte) 0xED, (byte) 0xB0, (byte) 0x80, 'a'},
                drain(CharSource.of("\uDC00a"), "\uDC00a", 64), "low surrogate first");
        String highThenPair = "\u0416\uD800\uD83D\uDE00";
        byte[] expected = {(byte) 0xD0, (byte) 0x96, (byte) 0xED, (byte) 0xA0, (byte) 0x80,
            (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80};
        for (int chunk = 1; chunk < 5; chunk++) {
            assertArrayEquals(expected, drain(CharSource.of(chunked(highThenPair, chunk)), highThenPair, 8), "by " + chunk);
        }
        assertArrayEquals(expected, drain(CharSource.of(highThenPair), highThenPair, 8), "String");
    }

    @Test
    void aSourceThatEndedAndWasClosedLeavesItsChunkToOneOtherSource() throws IOException {
        String first = "\u0416x".repeat(3000);
        CharSource ended = CharSource.of(first);
        drain(ended, first, 1 << 16);
        ended.close(); // after the end gave the chunk back: it must not be given a second time
        String one = "\u65e5a".repeat(3000);
        String two = "\u00e9b".repeat(3000);
        CharSource a = CharSource.of(one);
        CharSource b = CharSource.of(two);
        ByteArrayOutputStream outA = new ByteArrayOutputStream();
        ByteArrayOutputStream outB = new ByteArrayOutputStream();
        byte[] buf = new byte[1000];
        boolean moreA = true;
        boolean moreB = true;
        while (moreA || moreB) {
            int n;
            if (moreA && (moreA = (n = a.read(buf, 0, buf.length)) > 0)) outA.write(buf, 0, n);
            if (moreB && (moreB = (n = b.read(buf, 0, buf.length)) > 0)) outB.write(buf, 0, n);
        }
        assertArrayEquals(one.getBytes(StandardCharsets.UTF_8), outA.toByteArray());
        assertArrayEquals(two.getBytes(StandardCharsets.UTF_8), outB.toByteArray());
    }
}
