package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A 200 MB stream of concatenated objects reads in constant memory. Runs in its own surefire
 * execution with {@code -Xmx64m}: a reader that kept what it had read would run out of heap.
 */
@Tag("constant-memory")
class ConstantMemoryStreamTest {
    private static final long TOTAL = 200L * 1024 * 1024;

    /** Generates objects on demand: never more than one of them exists as bytes. */
    static final class ObjectStream extends InputStream {
        private final long total;
        private long produced;
        private long counter;
        private byte[] current = new byte[0];
        private int at;
        long objects;

        ObjectStream(long total) {
            this.total = total;
        }

        private boolean next() {
            if (produced >= total) return false;
            long n = counter++;
            String s = "{\"id\":" + n + ",\"name\":\"item \\u00e9 " + n + "\",\"tags\":[\"a\",\"b\",\"\u20ac\"],"
                    + "\"price\":" + (n % 1000) + "." + (n % 97) + ",\"ok\":" + (n % 2 == 0) + ",\"k" + (n % 50)
                    + "\":{\"x\":null,\"y\":[1,2,3]}}\n";
            current = s.getBytes(StandardCharsets.UTF_8);
            at = 0;
            objects++;
            return true;
        }

        @Override
        public int read() {
            if (at == current.length && !next()) return -1;
            produced++;
            return current[at++] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) return 0;
            if (at == current.length && !next()) return -1;
            int n = Math.min(len, current.length - at);
            System.arraycopy(current, at, b, off, n);
            at += n;
            produced += n;
            return n;
        }
    }

    @Test
    void twoHundredMegabytesOfConcatenatedObjectsReadInConstantMemory() {
        Runtime runtime = Runtime.getRuntime();
        ObjectStream in = new ObjectStream(TOTAL);
        long values = 0;
        long idSum = 0;
        long maxUsed = 0;
        Names names = Names.of("id", "name");
        try (JsonReader r = ReaderOptions.defaults().withSequence(true).reader(in)) {
            while (r.hasNextValue()) {
                r.beginObject();
                while (r.hasNext()) {
                    switch (r.selectName(names)) {
                        case 0: idSum += r.nextLong(); break;
                        case 1: r.nextString(); break;
                        default: r.skipValue(); break;
                    }
                }
                r.endObject();
                if (++values % 200_000 == 0) {
                    maxUsed = Math.max(maxUsed, runtime.totalMemory() - runtime.freeMemory());
                }
            }
        }
        assertEquals(in.objects, values);
        assertTrue(values > 1_000_000, "the stream held " + values + " objects");
        assertEquals(values * (values - 1) / 2, idSum);
        long max = Runtime.getRuntime().maxMemory();
        assertTrue(max <= 80L * 1024 * 1024, "this test must run with a small heap (-Xmx64m), not " + max);
        assertTrue(maxUsed < 48L * 1024 * 1024, "heap in use reached " + maxUsed);
    }
}
