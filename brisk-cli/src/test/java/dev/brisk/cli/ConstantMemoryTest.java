package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The commands stream: an NDJSON input several times larger than the whole heap (surefire runs
 * this module with -Xmx128m) passes through validate, stats and fmt.
 */
class ConstantMemoryTest {

    private static final long BYTES = 320L * 1024 * 1024; // 2.5 × the heap

    /** Generates {"id":N,"name":"user N","tags":["a","b"],"score":N.5}\n lines on the fly. */
    static final class NdjsonStream extends InputStream {
        private final long limit;
        private long produced;
        private long id;
        private byte[] line = new byte[0];
        private int pos;

        NdjsonStream(long limit) {
            this.limit = limit;
        }

        long lines() {
            return id;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (pos == line.length) {
                if (produced >= limit) {
                    return -1;
                }
                id++;
                line = ("{\"id\":" + id + ",\"name\":\"user " + id + "\",\"tags\":[\"a\",\"b\"],\"score\":"
                        + id + ".5}\n").getBytes(StandardCharsets.US_ASCII);
                pos = 0;
            }
            int n = Math.min(len, line.length - pos);
            System.arraycopy(line, pos, b, off, n);
            pos += n;
            produced += n;
            return n;
        }
    }

    @Test
    void validateStatsAndFmtStreamInputsLargerThanTheHeap() {
        assertTrue(Runtime.getRuntime().maxMemory() < BYTES / 2,
                "this test needs a heap well below the input size");

        NdjsonStream in = new NdjsonStream(BYTES);
        Run validate = Run.withStdin(in, "validate", "--ndjson");
        assertEquals(Main.OK, validate.status, validate::toString);

        NdjsonStream in2 = new NdjsonStream(BYTES);
        Run stats = Run.withStdin(in2, "stats", "--ndjson");
        assertEquals(Main.OK, stats.status, stats::toString);
        assertTrue(stats.out().contains("values          " + in2.lines() + " top-level"), stats::toString);
        assertTrue(stats.out().contains("distinct names  4\n"), stats::toString);

        long[] written = {0};
        OutputStream counting = new OutputStream() {
            @Override
            public void write(int b) {
                written[0]++;
            }

            @Override
            public void write(byte[] b, int off, int len) {
                written[0] += len;
            }
        };
        NdjsonStream in3 = new NdjsonStream(BYTES);
        int status = Main.run(new String[] {"fmt", "--ndjson"}, in3, counting, OutputStream.nullOutputStream());
        assertEquals(Main.OK, status);
        assertTrue(written[0] >= BYTES, "every line written again: " + written[0]);
    }
}
