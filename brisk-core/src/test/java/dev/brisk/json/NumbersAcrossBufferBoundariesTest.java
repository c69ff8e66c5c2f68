package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** A number split across two reads of an InputStream reads the same as from one byte[]. */
class NumbersAcrossBufferBoundariesTest {

    /** Hands out at most {@code chunk} bytes per read, so numbers straddle every read boundary. */
    static InputStream chunked(byte[] bytes, int chunk) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    @Property(tries = 200)
    void doublesReadTheSameFromAStreamInSmallPieces(
            @ForAll @Size(min = 1, max = 40) List<Double> values, @ForAll @IntRange(min = 1, max = 9) int chunk) {
        StringBuilder sb = new StringBuilder("[");
        for (double v : values) {
            if (!Double.isFinite(v)) v = 0.5;
            if (sb.length() > 1) sb.append(',');
            sb.append(JsonNumber.of(v)).append(',').append(v).append(',').append(new java.math.BigDecimal(v));
        }
        byte[] json = sb.append(']').toString().getBytes(StandardCharsets.US_ASCII);
        try (JsonReader whole = JsonReader.of(json); JsonReader pieces = JsonReader.of(chunked(json, chunk))) {
            whole.beginArray();
            pieces.beginArray();
            while (whole.hasNext()) {
                assertEquals(true, pieces.hasNext());
                assertEquals(Double.doubleToRawLongBits(whole.nextDouble()), Double.doubleToRawLongBits(pieces.nextDouble()));
            }
            assertEquals(false, pieces.hasNext());
        }
    }

    @Property(tries = 200)
    void longsReadTheSameFromAStreamInSmallPieces(
            @ForAll @Size(min = 1, max = 40) List<Long> values, @ForAll @IntRange(min = 1, max = 9) int chunk) {
        StringBuilder sb = new StringBuilder("[");
        for (long v : values) {
            if (sb.length() > 1) sb.append(',');
            sb.append(v);
        }
        byte[] json = sb.append(']').toString().getBytes(StandardCharsets.US_ASCII);
        try (JsonReader pieces = JsonReader.of(chunked(json, chunk))) {
            pieces.beginArray();
            for (long v : values) assertEquals(v, pieces.nextLong());
            pieces.endArray();
        }
    }
}
