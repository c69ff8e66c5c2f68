package dev.brisk.bench.bind;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.brisk.bind.Brisk;
import dev.brisk.bind.ValueIterator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Seed 004: a stream of {@code { "time": "20000000123", "entity": "50123", "state": 2 }} lines,
 * read value by value into objects with the quoted numbers as longs, from an InputStream in
 * constant memory: Brisk's {@code readValues} beside Jackson's {@code MappingIterator}. The
 * stream is generated on the fly (a block of lines repeated), so {@code lines} can be set to
 * tens of millions (the seed's 1 GB is about 17 million lines) without holding the input;
 * the default is small for the smoke run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StatemapStreamRead {
    @Param("20000")
    public int lines;

    private static final int BLOCK_LINES = 1000;
    private byte[] block;
    private final Brisk brisk = Brisk.builder().quotedNumbers(true).build();
    private final ObjectReader jackson = new ObjectMapper().readerFor(StatemapModel.class);

    @Setup
    public void setUp() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < BLOCK_LINES; i++) {
            sb.append("{ \"time\": \"").append(20000000000L + i).append("\", \"entity\": \"").append(50000 + i % 1000)
                    .append("\", \"state\": ").append(i % 3).append(" }\n");
        }
        block = sb.toString().getBytes(StandardCharsets.US_ASCII);
        long b = brisk();
        long j = jacksonMappingIterator();
        if (b != j) throw new IllegalStateException("Brisk sum " + b + " != Jackson sum " + j);
    }

    /** {@code lines} lines made of the block repeated. */
    private InputStream input() {
        long total = (long) block.length * (lines / BLOCK_LINES) + lineBytes(lines % BLOCK_LINES);
        return new InputStream() {
            long pos;
            @Override public int read() {
                return pos < total ? block[(int) (pos++ % block.length)] : -1;
            }
            @Override public int read(byte[] b, int off, int len) {
                if (pos >= total) return -1;
                int at = (int) (pos % block.length);
                int n = (int) Math.min(Math.min(len, block.length - at), total - pos);
                System.arraycopy(block, at, b, off, n);
                pos += n;
                return n;
            }
        };
    }

    private long lineBytes(int n) {
        int count = 0;
        long bytes = 0;
        while (count < n) if (block[(int) bytes++] == '\n') count++;
        return bytes;
    }

    @Benchmark
    public long brisk() {
        long sum = 0;
        try (ValueIterator<StatemapModel> it = brisk.readValues(input(), StatemapModel.class)) {
            while (it.hasNext()) {
                StatemapModel d = it.next();
                sum += d.time + d.entity + d.state;
            }
        }
        return sum;
    }

    @Benchmark
    public long jacksonMappingIterator() throws IOException {
        long sum = 0;
        try (MappingIterator<StatemapModel> it = jackson.readValues(input())) {
            while (it.hasNext()) {
                StatemapModel d = it.next();
                sum += d.time + d.entity + d.state;
            }
        }
        return sum;
    }
}
