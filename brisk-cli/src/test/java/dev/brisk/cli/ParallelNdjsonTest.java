package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * NDJSON on several threads gives exactly what one reader over the whole input gives: the same
 * output bytes in the same order, the same first error at the same line, column and offset,
 * whatever the chunk size, including values written across lines that reach past a chunk's end.
 */
class ParallelNdjsonTest {

    private static final ReaderOptions SEQUENCE = ReaderOptions.defaults().withSequence(true);
    private static final WriterOptions LINES = WriterOptions.defaults().withSequence(true);

    /** Lines of varied values; some values span lines, some lines hold two values or none. */
    private static String ndjson(Random r, int lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            switch (r.nextInt(8)) {
                case 0: sb.append("{\"id\":").append(i).append(",\"tags\":[\"a\",\n\"b\"]}"); break; // across lines
                case 1: sb.append("[1, 2.50, -0, 1e400]  {\"x\":null}"); break; // two values on a line
                case 2: sb.append("   "); break; // a blank line
                case 3: sb.append("\"caf\u00e9 \\u00e9 \\n\"\r"); break; // CRLF
                case 4: sb.append("[\n[\n[").append(i).append("]\n]\n]"); break;
                default: sb.append("{\"id\":").append(i).append(",\"name\":\"user ").append(i).append("\",\"ok\":true}");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** One reader over everything: output, number of values, error. */
    private static Object[] sequential(byte[] input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonWriter w = LINES.writer(out);
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

    private static void assertSameAsOneReader(byte[] input, int threads, int chunk) throws IOException {
        Object[] expected = sequential(input);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ParallelNdjson.Summary s = new ParallelNdjson(threads, chunk)
                .run(new ByteArrayInputStream(input), NdjsonJobs.rewrite(SEQUENCE, LINES), out);
        String where = threads + " threads, chunks of " + chunk;
        JsonException e = (JsonException) expected[2];
        if (e == null) {
            assertNull(s.error, where);
            assertEquals(expected[1], s.values, where);
            assertArrayEquals((byte[]) expected[0], out.toByteArray(), where);
        } else {
            assertTrue(s.error != null, where + ": expected " + e.getMessage());
            assertEquals(e.detail(), s.error.detail(), where);
            assertEquals(e.line(), s.error.line(), where + " line");
            assertEquals(e.column(), s.error.column(), where + " column");
            assertEquals(e.offset(), s.error.offset(), where + " offset");
            // the output holds the values before the error's chunk at least, in order
            byte[] all = (byte[]) expected[0];
            byte[] got = out.toByteArray();
            assertTrue(got.length <= all.length, where);
        }
    }

    @Test
    void outputAndValuesMatchOneReaderForEveryChunkSizeAndThreadCount() throws IOException {
        Random r = new Random(17);
        for (int round = 0; round < 20; round++) {
            byte[] input = ndjson(r, 1 + r.nextInt(300)).getBytes(StandardCharsets.UTF_8);
            for (int threads : new int[] {1, 2, 4}) {
                for (int chunk : new int[] {1, 7, 64, 1000, 1 << 20}) {
                    assertSameAsOneReader(input, threads, chunk);
                }
            }
        }
    }

    @Test
    void theFirstErrorIsReportedWithItsLineColumnAndOffsetInTheWholeInput() throws IOException {
        Random r = new Random(20);
        for (int round = 0; round < 30; round++) {
            String good = ndjson(r, 50 + r.nextInt(200));
            int cut = good.indexOf('\n', r.nextInt(good.length() - 1));
            String[] faults = {"{\"a\":1,}", "[1,2", "tru", "\"\\x\"", "{\"a\" 1}", "nul\n"};
            String bad = good.substring(0, cut + 1) + faults[r.nextInt(faults.length)] + "\n"
                    + good.substring(cut + 1);
            byte[] input = bad.getBytes(StandardCharsets.UTF_8);
            for (int chunk : new int[] {5, 64, 4096}) {
                assertSameAsOneReader(input, 3, chunk);
            }
        }
    }

    @Test
    void theCommandsGiveTheSameResultsOnOneThreadAndOnSeveral() {
        String input = ndjson(new Random(3), 2000) + "{\"broken\": [1,,2]}\n" + ndjson(new Random(4), 100);
        Run one = Run.withStdin(input, "validate", "--ndjson", "--threads", "1");
        Run four = Run.withStdin(input, "validate", "--ndjson", "--threads", "4");
        assertEquals(Main.INVALID, four.status, four::toString);
        assertEquals(one.stderr, four.stderr);
        assertTrue(four.stderr.startsWith("<stdin>:"), four::toString);

        String valid = ndjson(new Random(5), 3000);
        Run fmtOne = Run.withStdin(valid, "fmt", "--ndjson", "--threads", "1");
        Run fmtFour = Run.withStdin(valid, "fmt", "--ndjson", "--threads", "4");
        assertEquals(Main.OK, fmtFour.status, fmtFour::toString);
        assertArrayEquals(fmtOne.stdout, fmtFour.stdout);

        String packable = valid.replace("1e400", "1e300"); // MessagePack has no number beyond a double
        Run convOne = Run.withStdin(packable, "convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "1");
        Run convFour = Run.withStdin(packable, "convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "4");
        assertEquals(Main.OK, convFour.status, convFour::toString);
        assertArrayEquals(convOne.stdout, convFour.stdout);
        Run refusedOne = Run.withStdin(valid, "convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "1");
        Run refusedFour = Run.withStdin(valid, "convert", "--ndjson", "--from", "json", "--to", "msgpack", "--threads", "4");
        assertEquals(Main.INVALID, refusedFour.status, refusedFour::toString);
        assertEquals(refusedOne.status, refusedFour.status);
        assertEquals(refusedOne.stderr, refusedFour.stderr);
        assertTrue(refusedFour.stderr.contains("MessagePack has no such number"), refusedFour::toString);
        Run jsonOne = Run.withStdin(valid, "convert", "--ndjson", "--from", "json", "--to", "json", "--threads", "1");
        Run jsonFour = Run.withStdin(valid, "convert", "--ndjson", "--from", "json", "--to", "json", "--threads", "4");
        assertArrayEquals(jsonOne.stdout, jsonFour.stdout);
    }

    @Test
    void anEmptyInputIsStillInvalidForValidate() {
        Run r = Run.withStdin("\n  \n", "validate", "--ndjson", "--threads", "2");
        assertEquals(Main.INVALID, r.status, r::toString);
        assertTrue(r.stderr.contains("the input is empty"), r::toString);
    }

    @Test
    void chunksEndAtLineEndsAndCoverTheInputExactly() throws IOException {
        byte[] input = "ab\ncd\n\nlonger line here\nlast".getBytes(StandardCharsets.UTF_8);
        LineChunks c = new LineChunks(new ByteArrayInputStream(input), 4);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (c.next()) {
            boolean last = all.size() + c.length() == input.length;
            assertTrue(last || c.bytes()[c.length() - 1] == '\n', "a chunk ends with a newline");
            all.write(c.bytes(), 0, c.length());
        }
        assertArrayEquals(input, all.toByteArray());
    }

    @Test
    void aSlowStreamIsPassedOnLineByLineWithoutWaitingForAFullChunk() throws IOException {
        // a live pipe: one line per read, nothing more available at once
        InputStream live = new InputStream() {
            private final byte[][] lines = {"{\"a\":1}\n".getBytes(StandardCharsets.UTF_8),
                "[2]\n".getBytes(StandardCharsets.UTF_8), "3\n".getBytes(StandardCharsets.UTF_8)};
            private int next;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (next == lines.length) return -1;
                byte[] l = lines[next++];
                System.arraycopy(l, 0, b, off, l.length);
                return l.length;
            }

            @Override
            public int available() {
                return 0;
            }
        };
        LineChunks c = new LineChunks(live, 1 << 20);
        for (String expected : new String[] {"{\"a\":1}\n", "[2]\n", "3\n"}) {
            assertTrue(c.next());
            assertEquals(expected, new String(c.bytes(), 0, c.length(), StandardCharsets.UTF_8));
        }
        assertTrue(!c.next());
    }
}
