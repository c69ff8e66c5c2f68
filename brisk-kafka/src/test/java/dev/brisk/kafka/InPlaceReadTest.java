package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The consumer's payload is read where it lies. A record of 1 MiB whose bulk the type skips
 * (an unknown member) is read while allocating a small fraction of that: a copy into a
 * {@code byte[]}, which Kafka's default {@code deserialize(topic, headers, ByteBuffer)} makes,
 * would allocate the whole MiB. Allocation is the JDK's per-thread count, not a timing.
 */
class InPlaceReadTest {
    record Tag(String name) { }

    private static final int MIB = 1 << 20;

    private static ByteBuffer payload(boolean direct) {
        byte[] json = ("{\"skipped\":\"" + "x".repeat(MIB) + "\",\"name\":\"t\"}").getBytes(StandardCharsets.UTF_8);
        ByteBuffer heap = ByteBuffer.wrap(new byte[json.length + 20], 10, json.length).slice();
        heap.duplicate().put(json);
        if (!direct) return heap;
        ByteBuffer d = ByteBuffer.allocateDirect(json.length);
        d.put(json).flip();
        return d;
    }

    /** The fewest bytes one read allocated over a few tries (the first ones warm the code up). */
    private static long allocatedByOneRead(org.apache.kafka.common.serialization.Deserializer<Tag> deserializer, ByteBuffer buffer) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long fewest = Long.MAX_VALUE;
        for (int i = 0; i < 8; i++) {
            long before = threads.getThreadAllocatedBytes(thread);
            Tag tag = deserializer.deserialize("tags", new RecordHeaders(), buffer);
            long after = threads.getThreadAllocatedBytes(thread);
            assertEquals(new Tag("t"), tag);
            fewest = Math.min(fewest, after - before);
        }
        return fewest;
    }

    @Test
    void aHeapBufferIsReadInPlace() {
        long allocated = allocatedByOneRead(new BriskDeserializer<>(Brisk.create(), Tag.class, BriskFormat.JSON), payload(false));
        assertTrue(allocated < MIB / 8, allocated + " bytes allocated to read a 1 MiB record");
    }

    @Test
    void aDirectBufferIsReadThroughABoundedChunk() {
        long allocated = allocatedByOneRead(new BriskDeserializer<>(Brisk.create(), Tag.class, BriskFormat.JSON), payload(true));
        assertTrue(allocated < MIB / 8, allocated + " bytes allocated to read a 1 MiB record");
    }

    @Test
    void theMeasureSeesTheCopyThatKafkasDefaultMakes() {
        BriskDeserializer<Tag> brisk = new BriskDeserializer<>(Brisk.create(), Tag.class, BriskFormat.JSON);
        // only the byte[] method: Kafka's default ByteBuffer method copies the payload into an array first
        org.apache.kafka.common.serialization.Deserializer<Tag> copying = brisk::deserialize;
        long allocated = allocatedByOneRead(copying, payload(false));
        assertTrue(allocated >= MIB, allocated + " bytes allocated");
    }
}
