package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

/**
 * convert streams to MessagePack (a top-level array larger than the heap), says plainly when a
 * VelocyPack value does not fit in memory, and never leaves a partial OUT behind.
 */
class ConvertSafetyTest {

    /** {@code [ {...}, {...}, ... ]} of about {@code limit} bytes, generated as it is read. */
    static final class ArrayStream extends InputStream {
        private final long limit;
        private long produced;
        long elements;
        private byte[] piece = "[".getBytes(StandardCharsets.US_ASCII);
        private int pos;
        private boolean closed;

        ArrayStream(long limit) {
            this.limit = limit;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (pos == piece.length) {
                if (closed) {
                    return -1;
                }
                if (produced >= limit) {
                    piece = "]\n".getBytes(StandardCharsets.US_ASCII);
                    closed = true;
                } else {
                    piece = ((elements == 0 ? "" : ",") + "{\"id\":" + elements + ",\"name\":\"user " + elements
                            + "\",\"tags\":[\"a\",\"b\"],\"score\":" + elements + ".5}\n").getBytes(StandardCharsets.US_ASCII);
                    elements++;
                }
                pos = 0;
            }
            int n = Math.min(len, piece.length - pos);
            System.arraycopy(piece, pos, b, off, n);
            pos += n;
            produced += n;
            return n;
        }
    }

    @Test
    void aTopLevelArrayLargerThanTheHeapStreamsToMessagePack(@TempDir Path tmp) throws IOException {
        long bytes = 200L << 20;
        assertTrue(Runtime.getRuntime().maxMemory() < bytes, "this test needs a heap below the input size");
        ArrayStream in = new ArrayStream(bytes);
        Path out = tmp.resolve("big.msgpack");
        Run r = Run.withStdin(in, "convert", "--from", "json", "--to", "msgpack", "-", out.toString());
        assertEquals(Main.OK, r.status, r::toString);
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(Files.newInputStream(out))) {
            assertEquals(in.elements, u.unpackArrayHeader());
            for (long i = 0; i < in.elements; i++) {
                assertEquals(4, u.unpackMapHeader());
                assertEquals("id", u.unpackString());
                assertEquals(i, u.unpackLong());
                u.skipValue(6);
            }
            assertFalse(u.hasNext());
        }
        assertEquals(List.of(out), list(tmp), "no temporary file is left");
    }

    @Test
    void streamingGivesTheSameBytesAsTheWriterAlone() {
        String doc = "{\"a\":[1,2,[3,[]],{}],\"b\":{\"c\":\"d\",\"e\":[" + "7,".repeat(70_000) + "8]},\"f\":[]}";
        dev.brisk.pack.MsgPackWriter w = dev.brisk.pack.MsgPackWriter.toBytes();
        try (dev.brisk.json.JsonReader reader = dev.brisk.json.JsonReader.of(doc)) {
            reader.copyTo(w);
        }
        Run r = Run.withStdin(doc, "convert", "--from", "json", "--to", "msgpack");
        assertEquals(Main.OK, r.status, r::toString);
        assertArrayEquals(w.toByteArray(), r.stdout);
    }

    @Test
    void aFailedConversionLeavesNoOutputBehindAndKeepsAnExistingOne(@TempDir Path tmp) throws IOException {
        Path in = Files.writeString(tmp.resolve("in.json"), "[1,2,{\"a\":[3,4,]}]");
        for (String to : new String[] {"json", "msgpack", "vpack"}) {
            Path out = tmp.resolve("out." + to);
            Run r = Run.of("convert", "--from", "json", "--to", to, in.toString(), out.toString());
            assertEquals(Main.INVALID, r.status, r::toString);
            assertFalse(Files.exists(out), to + ": no partial output under the result's name");
            Files.writeString(out, "previous");
            Run again = Run.of("convert", "--from", "json", "--to", to, in.toString(), out.toString());
            assertEquals(Main.INVALID, again.status, again::toString);
            assertEquals("previous", Files.readString(out), to + ": an existing OUT is left as it was");
            Files.delete(out);
        }
        assertEquals(List.of(in), list(tmp), "no temporary file is left");
    }

    /** The real thing: a JVM with a small heap asked for a VelocyPack value larger than it. */
    @Test
    void aVelocyPackValueThatDoesNotFitInMemoryFailsWithAClearMessage(@TempDir Path tmp) throws Exception {
        Path in = tmp.resolve("big.json");
        try (ArrayStream s = new ArrayStream(96L << 20)) {
            Files.copy(s, in);
        }
        Path out = tmp.resolve("big.vpack");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx48m", "-cp", System.getProperty("java.class.path"),
                "dev.brisk.cli.Main", "convert", "--from", "json", "--to", "vpack", in.toString(), out.toString()))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(Main.TROUBLE, p.exitValue(), stderr);
        assertTrue(stderr.contains("does not fit in memory") && stderr.contains("BRISK_JAVA_OPTS"), stderr);
        assertFalse(stderr.contains("\tat ") || stderr.contains("Exception"), "no stack trace: " + stderr);
        assertFalse(Files.exists(out));
        assertEquals(List.of(in), list(tmp));
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
