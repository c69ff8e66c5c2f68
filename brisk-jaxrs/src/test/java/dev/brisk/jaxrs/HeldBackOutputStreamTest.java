package dev.brisk.jaxrs;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class HeldBackOutputStreamTest {
    @Test
    void nothingReachesTheEntityStreamBeforeRelease() throws IOException {
        ByteArrayOutputStream entity = new ByteArrayOutputStream();
        HeldBackOutputStream out = new HeldBackOutputStream(entity, 16);
        out.write(new byte[] {1, 2, 3}, 0, 3);
        out.write(4);
        out.flush();
        out.close();
        assertEquals(0, entity.size(), "neither flush nor close commits the held bytes");
        out.release();
        assertArrayEquals(new byte[] {1, 2, 3, 4}, entity.toByteArray());
    }

    @Test
    void pastItsCapacityEverythingStreamsThrough() throws IOException {
        ByteArrayOutputStream entity = new ByteArrayOutputStream();
        HeldBackOutputStream out = new HeldBackOutputStream(entity, 4);
        out.write(new byte[] {1, 2, 3}, 0, 3);
        out.write(new byte[] {4, 5}, 0, 2);
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5}, entity.toByteArray());
        out.write(6);
        out.release();
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6}, entity.toByteArray());
    }

    @Property(tries = 200)
    void theBytesThatGoOutAreTheBytesWrittenInOrder(@ForAll @Size(max = 20) List<@Size(max = 40) byte[]> chunks,
                                                    @ForAll @IntRange(min = 1, max = 100) int capacity) throws IOException {
        ByteArrayOutputStream entity = new ByteArrayOutputStream();
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        HeldBackOutputStream out = new HeldBackOutputStream(entity, capacity);
        for (byte[] chunk : chunks) {
            if (chunk.length == 1) out.write(chunk[0]);
            else out.write(chunk, 0, chunk.length);
            expected.write(chunk);
            if (expected.size() <= capacity) assertEquals(0, entity.size());
        }
        out.release();
        assertArrayEquals(expected.toByteArray(), entity.toByteArray());
    }
}
