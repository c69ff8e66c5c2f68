package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A regular file on several threads, each reading its own ranges, gives exactly what one reader
 * over the whole file gives (the same output bytes, values and first error at the same offset,
 * line and column), wherever the range edges fall: on a newline, just before or after one, inside
 * a CRLF, inside a line longer than several ranges, inside a value written across lines.
 */
class ParallelNdjsonFileTest {

    private static final ReaderOptions SEQUENCE = ReaderOptions.defaults().withSequence(true);
    private static final WriterOptions LINES = WriterOptions.defaults().withSequence(true);
    private static final WriterOptions PRETTY_LINES = LINES.withIndent(2);

    @TempDir
    Path dir;

    private Path file(String content) throws IOException {
        return file(content.getBytes(StandardCharsets.UTF_8));
    }

    private Path file(byte[] content) throws IOException {
        Path p = Files.createTempFile(dir, "input", ".ndjson");
        Files.write(p, content);
        return p;
    }

    /** One reader over everything, a streaming writer: output, number of values, error. */
    private static Object[] oneReader(byte[] input, WriterOptions writer) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonWriter w = writer.writer(out);
        long values = 0;
        JsonException error = null;
        try (JsonReader r = SEQUENCE.reader(input)) {
            while (r.hasNextValue()) {
                r.copyTo(w);
                values++;
            }
            w.close();
        } catch (JsonException e) {
            error = e;
            w.flush();
        }
        return new Object[] {out.toByteArray(), values, error};
    }

    private void assertSameAsOneReader(byte[] input, int threads, long range, WriterOptions writer)
            throws IOException {
        assertSameAsOneReader(input, threads, range, range, writer);
    }

    private void assertSameAsOneReader(byte[] input, int threads, long range, long smallest,
            WriterOptions writer) throws IOException {
        Object[] expected = oneReader(input, writer);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ParallelNdjson.Summary s = new ParallelNdjsonFile(threads, range, smallest)
                .run(file(input), NdjsonJobs.rewrite(SEQUENCE, writer), out, quiet());
        String where = threads + " threads, ranges of " + smallest + " to " + range + ", input "
                + new String(input, 0, Math.min(input.length, 200), StandardCharsets.UTF_8);
        JsonException e = (JsonException) expected[2];
        assertArrayEquals((byte[]) expected[0], out.toByteArray(), where);
        assertEquals(expected[1], s.values, where);
        if (e == null) {
            assertNull(s.error, where);
        } else {
            assertNotNull(s.error, where + ": expected " + e.getMessage());
            assertEquals(e.detail(), s.error.detail(), where);
            assertEquals(e.offset(), s.error.offset(), where + " offset");
            assertEquals(e.line(), s.error.line(), where + " line");
            assertEquals(e.column(), s.error.column(), where + " column");
            assertEquals(e.path(), s.error.path(), where + " path");
        }
        // validate gives the same values and error
        ParallelNdjson.Summary v = new ParallelNdjsonFile(threads, range, smallest)
                .run(file(input), NdjsonJobs.validate(SEQUENCE), ByteArrayOutputStream.nullOutputStream(), quiet());
        assertEquals(s.values, v.values, where + " validate");
        assertEquals(s.error == null ? null : s.error.getMessage(),
                v.error == null ? null : v.error.getMessage(), where + " validate");
    }

    private static Progress quiet() {
        return Progress.start(new Io(null, null, Io.utf8(ByteArrayOutputStream.nullOutputStream()), false), "", -1);
    }

    /** Lines of varied values; some values span lines, some lines hold two values or none. */
    private static String ndjson(Random r, int lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            switch (r.nextInt(9)) {
                case 0: sb.append("{\"id\":").append(i).append(",\"tags\":[\"a\",\n\"b\"]}"); break; // across lines
                case 1: sb.append("[1, 2.50, -0, 1e400]  {\"x\":null}"); break; // two values on a line
                case 2: sb.append("   "); break; // a blank line
                case 3: sb.append("\"caf\u00e9 \\u00e9 \\n\"\r"); break; // CRLF
                case 4: sb.append("[\n[\n[").append(i).append("]\n]\n]"); break;
                case 5: sb.append("{\"long\":\"").append("x".repeat(r.nextInt(300))).append("\"}"); break;
                default: sb.append("{\"id\":").append(i).append(",\"name\":\"user ").append(i).append("\",\"ok\":true}");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void outputValuesAndErrorsMatchOneReaderForEveryRangeSizeAndThreadCount() throws IOException {
        Random r = new Random(2026);
        for (int round = 0; round < 12; round++) {
            byte[] input = ndjson(r, 1 + r.nextInt(200)).getBytes(StandardCharsets.UTF_8);
            for (int threads : new int[] {1, 2, 3}) {
                for (long range : new long[] {1, 2, 3, 7, 64, 1000, 1 << 20}) {
                    assertSameAsOneReader(input, threads, range, LINES);
                }
            }
            assertSameAsOneReader(input, 2, 5, PRETTY_LINES);
        }
    }

    @Test
    void rangesGrowingAtTheStartAndShrinkingAtTheEndGiveTheSameResults() throws IOException {
        Random r = new Random(1717);
        long[][] plans = {{8, 1}, {64, 2}, {100, 3}, {1000, 7}, {4096, 64}};
        for (int round = 0; round < 12; round++) {
            byte[] input = ndjson(r, 1 + r.nextInt(300)).getBytes(StandardCharsets.UTF_8);
            for (int threads : new int[] {2, 3}) {
                for (long[] plan : plans) {
                    assertSameAsOneReader(input, threads, plan[0], plan[1], LINES);
                }
            }
            assertSameAsOneReader(input, 2, 64, 1, PRETTY_LINES);
        }
        // an error anywhere, a value across the ramps' ranges
        String good = ndjson(r, 200);
        for (int round = 0; round < 10; round++) {
            int cut = good.indexOf('\n', r.nextInt(good.length() - 1));
            String bad = good.substring(0, cut + 1) + "[1,,2]\n" + good.substring(cut + 1);
            assertSameAsOneReader(bad.getBytes(StandardCharsets.UTF_8), 2, 256, 4, LINES);
        }
        String across = "[\n" + "  {\"a\": [1, 2, 3]},\n".repeat(300) + "  0\n]\n{\"b\":1}\n";
        assertSameAsOneReader(across.getBytes(StandardCharsets.UTF_8), 2, 512, 2, LINES);
    }

    @Test
    void aFileIsCutIntoRampedRangesByDefault() {
        ParallelNdjsonFile big = ParallelNdjsonFile.forFile(1L << 30, 2);
        Ranges r = big.ranges(1L << 30);
        assertEquals(ParallelNdjsonFile.LARGEST_RANGE, r.largest());
        assertEquals(ParallelNdjsonFile.LARGEST_RANGE >> 6, r.end(0), "a small first range");
        assertEquals(ParallelNdjsonFile.LARGEST_RANGE >> 6, (1L << 30) - r.start(r.count() - 1),
                "a small last range");
    }

    @Test
    void theFirstErrorKeepsItsPlaceInTheWholeFile() throws IOException {
        Random r = new Random(20);
        String[] faults = {"{\"a\":1,}", "[1,2", "tru", "\"\\x\"", "{\"a\" 1}", "nul\n", "[1]]"};
        for (int round = 0; round < 25; round++) {
            String good = ndjson(r, 30 + r.nextInt(100));
            int cut = good.indexOf('\n', r.nextInt(good.length() - 1));
            String bad = good.substring(0, cut + 1) + faults[r.nextInt(faults.length)] + "\n"
                    + good.substring(cut + 1);
            byte[] input = bad.getBytes(StandardCharsets.UTF_8);
            for (long range : new long[] {3, 64, 4096}) {
                assertSameAsOneReader(input, 3, range, LINES);
            }
        }
    }

    @Test
    void aLineEndingOrStartingExactlyAtARangeEdge() throws IOException {
        // ranges of 8: the first line's newline is byte 7, the last byte of range 0, so the
        // second line starts exactly at range 1's first byte; then a newline exactly at byte 8
        byte[] input = "[1,2,3]\n{\"a\":1}\n[4]\n\"x\"\n".getBytes(StandardCharsets.UTF_8);
        assertEquals('\n', input[7]);
        for (long range = 1; range <= input.length + 1; range++) {
            assertSameAsOneReader(input, 2, range, LINES);
        }
    }

    @Test
    void crlfLinesWithARangeEdgeBetweenTheCarriageReturnAndTheNewline() throws IOException {
        byte[] input = "{\"a\":1}\r\n[2]\r\n\"three\"\r\n".getBytes(StandardCharsets.UTF_8);
        assertEquals('\r', input[7]);
        for (long range = 1; range <= input.length; range++) {
            assertSameAsOneReader(input, 2, range, LINES);
        }
    }

    @Test
    void aFileSmallerThanTheThreadCount() throws IOException {
        assertSameAsOneReader("1\n".getBytes(StandardCharsets.UTF_8), 8, 1, LINES);
        assertSameAsOneReader("[]".getBytes(StandardCharsets.UTF_8), 8, 1, LINES);
        assertSameAsOneReader("7".getBytes(StandardCharsets.UTF_8), 4, 1 << 20, LINES);
    }

    @Test
    void anEmptyFileAndEmptyLastLines() throws IOException {
        assertSameAsOneReader(new byte[0], 3, 1, LINES);
        for (String input : new String[] {"1\n2\n\n", "1\n2\n\n\n", "1\n2\n   ", "1\n2", "\n\n\n", "1\n\r\n"}) {
            for (long range = 1; range <= input.length() + 1; range++) {
                assertSameAsOneReader(input.getBytes(StandardCharsets.UTF_8), 3, range, LINES);
            }
        }
    }

    @Test
    void anErrorInTheLastLineOfARange() throws IOException {
        // ranges of 19: "[1,,2]" is the last line of range 0 (its newline is byte 18), so the
        // error is found by range 0's thread while range 1's thread reads on
        String input = "{\"ok\":true}\n[1,,2]\n{\"after\":1}\n[3]\n";
        assertEquals(18, input.indexOf("\n{\"after"));
        for (long range : new long[] {17, 18, 19, 20}) {
            assertSameAsOneReader(input.getBytes(StandardCharsets.UTF_8), 2, range, LINES);
        }
        ParallelNdjson.Summary s = new ParallelNdjsonFile(2, 19)
                .run(file(input), NdjsonJobs.validate(SEQUENCE), ByteArrayOutputStream.nullOutputStream(), quiet());
        assertEquals(2, s.error.line());
        assertEquals(4, s.error.column());
        assertEquals(1, s.values);
    }

    @Test
    void aValueWrittenAcrossManyRangesIsReadAsOne() throws IOException {
        StringBuilder sb = new StringBuilder("{\"first\":1}\n[\n");
        for (int i = 0; i < 500; i++) {
            sb.append("  {\"i\": ").append(i).append(", \"s\": \"").append("y".repeat(i % 40)).append("\"},\n");
        }
        sb.append("  0\n]\n{\"last\":2}\n");
        byte[] input = sb.toString().getBytes(StandardCharsets.UTF_8);
        for (int threads : new int[] {2, 4}) {
            for (long range : new long[] {1, 100, 4096}) {
                assertSameAsOneReader(input, threads, range, LINES);
                assertSameAsOneReader(input, threads, range, PRETTY_LINES);
            }
        }
        // an error deep inside it, and one just after it
        String broken = sb.toString().replace("{\"i\": 431,", "{\"i\": 431,,");
        assertSameAsOneReader(broken.getBytes(StandardCharsets.UTF_8), 3, 97, LINES);
        String unfinished = sb.substring(0, sb.length() - "]\n{\"last\":2}\n".length());
        assertSameAsOneReader(unfinished.getBytes(StandardCharsets.UTF_8), 3, 97, LINES);
    }

    @Test
    void rangeChunksMeetExactlyAndEachStartsAtALineStart() throws IOException {
        Random r = new Random(9);
        for (int round = 0; round < 20; round++) {
            byte[] input = ndjson(r, 1 + r.nextInt(60)).getBytes(StandardCharsets.UTF_8);
            Path p = file(input);
            for (long range : new long[] {1, 2, 5, 33, 1 << 16}) {
                try (FileChannel ch = FileChannel.open(p)) {
                    FileBytes bytes = range % 2 == 0 ? FileBytes.of(ch, input.length)
                            : FileBytes.unmapped(ch, input.length); // both ways of reading
                    FileWindow w = new FileWindow(bytes, input.length, 4);
                    long expectedStart = 0;
                    for (long start = 0; start < input.length; start += range) {
                        if (!w.readRange(start, Math.min(input.length, start + range))) {
                            continue;
                        }
                        assertEquals(expectedStart, w.start(), "chunks meet, range " + range);
                        assertTrue(w.start() == 0 || input[(int) w.start() - 1] == '\n');
                        assertTrue(w.end() == input.length || input[(int) w.end() - 1] == '\n');
                        for (int i = 0; i < w.length(); i++) {
                            assertEquals(input[(int) w.start() + i], w.bytes()[w.offset() + i]);
                        }
                        expectedStart = w.end();
                    }
                    assertEquals(input.length, expectedStart, "the chunks cover the file");
                }
            }
        }
    }

    @Test
    void oneWindowTakingRangeAfterRangeOfALargeFileFindsEveryChunksEnd() throws IOException {
        // a window larger than its first read, ranges taken one after the other: each chunk
        // starts where the window's last one ended, so the window keeps that one's bytes and
        // must drop them (moving what it holds) while it searches on for the chunk's end
        Random r = new Random(11);
        StringBuilder sb = new StringBuilder();
        while (sb.length() < 3 << 20) {
            sb.append("{\"pad\":\"").append("z".repeat(r.nextInt(r.nextBoolean() ? 100 : 60_000)))
                    .append("\"}\n");
        }
        byte[] input = sb.toString().getBytes(StandardCharsets.UTF_8);
        Path p = file(input);
        for (long range : new long[] {100_000, 250_000, 1 << 20}) {
            for (boolean mapped : new boolean[] {true, false}) {
                try (FileChannel ch = FileChannel.open(p)) {
                    FileBytes bytes = mapped ? FileBytes.of(ch, input.length) : FileBytes.unmapped(ch, input.length);
                    FileWindow w = new FileWindow(bytes, input.length, (int) (range + (range >> 4) + 1));
                    long expectedStart = 0;
                    for (long start = 0; start < input.length; start += range) {
                        long end = Math.min(input.length, start + range);
                        if (!w.readRange(start, end)) {
                            continue;
                        }
                        String where = "range " + range + " at " + start + (mapped ? ", mapped" : ", read");
                        assertEquals(expectedStart, w.start(), where);
                        long newline = sb.indexOf("\n", (int) end - 1);
                        assertEquals(newline + 1, w.end(), where + ": the chunk ends at the first newline from its range's last byte");
                        for (int i = 0; i < w.length(); i += 997) {
                            assertEquals(input[(int) w.start() + i], w.bytes()[w.offset() + i], where);
                        }
                        expectedStart = w.end();
                    }
                    assertEquals(input.length, expectedStart);
                }
            }
        }
        assertSameAsOneReader(input, 2, 100_000, 3_000, LINES);
    }

    @Test
    void theCommandsGiveTheSameResultsOnOneThreadAndOnSeveralForAFile() throws IOException {
        String valid = ndjson(new Random(5), 3000);
        Path good = file(valid);
        Path bad = file(ndjson(new Random(3), 2000) + "{\"broken\": [1,,2]}\n" + ndjson(new Random(4), 100));
        Run one = Run.of("validate", "--ndjson", "--threads", "1", bad.toString());
        Run four = Run.of("validate", "--ndjson", "--threads", "4", bad.toString());
        assertEquals(Main.INVALID, four.status, four::toString);
        assertEquals(one.stderr, four.stderr);
        assertTrue(four.stderr.startsWith(bad + ":"), four::toString);
        assertEquals(Main.OK, Run.of("validate", "--ndjson", "--threads", "3", good.toString()).status);

        for (String[] fmt : new String[][] {{"--compact"}, {"--indent", "2"}}) {
            Run fmtOne = Run.of(concat(new String[] {"fmt", "--ndjson", "--threads", "1"}, fmt, good));
            Run fmtFour = Run.of(concat(new String[] {"fmt", "--ndjson", "--threads", "4"}, fmt, good));
            assertEquals(Main.OK, fmtFour.status, fmtFour::toString);
            assertArrayEquals(fmtOne.stdout, fmtFour.stdout);
            Run badOne = Run.of(concat(new String[] {"fmt", "--ndjson", "--threads", "1"}, fmt, bad));
            Run badFour = Run.of(concat(new String[] {"fmt", "--ndjson", "--threads", "4"}, fmt, bad));
            assertEquals(Main.INVALID, badFour.status, badFour::toString);
            assertEquals(badOne.stderr, badFour.stderr);
            assertArrayEquals(badOne.stdout, badFour.stdout, "the output stops where one thread's stops");
        }

        Path packable = file(valid.replace("1e400", "1e300")); // MessagePack has no number beyond a double
        Run convOne = Run.of("convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "1", packable.toString());
        Run convFour = Run.of("convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "4", packable.toString());
        assertEquals(Main.OK, convFour.status, convFour::toString);
        assertArrayEquals(convOne.stdout, convFour.stdout);
        Run refused = Run.of("convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "4", good.toString());
        assertEquals(Main.INVALID, refused.status, refused::toString);
        assertTrue(refused.stderr.contains("MessagePack has no such number"), refused::toString);
    }

    @Test
    void anEmptyFileIsStillInvalidForValidate() throws IOException {
        Run r = Run.of("validate", "--ndjson", "--threads", "2", file("\n  \n").toString());
        assertEquals(Main.INVALID, r.status, r::toString);
        assertTrue(r.stderr.contains("the input is empty"), r::toString);
        assertFalse(r.stderr.contains("Exception"), r::toString);
    }

    private static String[] concat(String[] a, String[] b, Path file) {
        String[] all = new String[a.length + b.length + 1];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        all[all.length - 1] = file.toString();
        return all;
    }
}
