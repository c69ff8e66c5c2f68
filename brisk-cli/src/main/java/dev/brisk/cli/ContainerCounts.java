package dev.brisk.cli;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import java.io.Closeable;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The member count of every array and object of a JSON input, in the order they open: what a
 * MessagePack header needs before the members (see {@link CountedContainers}). The counts live
 * in a memory-mapped temporary file, four bytes per container, so a document of any size is
 * counted with a constant Java heap; the file is deleted on {@link #close()}.
 */
final class ContainerCounts implements Closeable {

    private static final int SEGMENT_INTS = 1 << 24; // 64 MiB per mapping

    private final Path file;
    private final FileChannel channel;
    private final List<MappedByteBuffer> segments = new ArrayList<>();
    private long size;

    private ContainerCounts() throws IOException {
        file = Files.createTempFile("brisk-counts", ".bin");
        channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.DELETE_ON_CLOSE);
    }

    /**
     * Counts the containers of every value {@code r} reads: one value, or (in sequence mode)
     * all of them. Reading errors surface as the reader's JsonException.
     */
    static ContainerCounts of(JsonReader r, boolean sequence) throws IOException {
        ContainerCounts c = new ContainerCounts();
        try {
            long[] index = new long[64];
            int[] count = new int[64];
            int depth = 0;
            long next = 0;
            boolean more = sequence ? r.hasNextValue() : true;
            while (more) {
                JsonToken t = r.peek();
                switch (t) {
                    case BEGIN_ARRAY:
                    case BEGIN_OBJECT:
                        if (depth > 0) {
                            count[depth - 1]++;
                        }
                        if (depth == index.length) {
                            index = Arrays.copyOf(index, depth * 2);
                            count = Arrays.copyOf(count, depth * 2);
                        }
                        index[depth] = next++;
                        count[depth++] = 0;
                        if (t == JsonToken.BEGIN_ARRAY) {
                            r.beginArray();
                        } else {
                            r.beginObject();
                        }
                        break;
                    case END_ARRAY:
                    case END_OBJECT:
                        if (t == JsonToken.END_ARRAY) {
                            r.endArray();
                        } else {
                            r.endObject();
                        }
                        depth--;
                        c.set(index[depth], count[depth]);
                        break;
                    case NAME:
                        r.skipName();
                        break;
                    default:
                        if (depth > 0) {
                            count[depth - 1]++;
                        }
                        r.skipValue();
                        break;
                }
                if (depth == 0) {
                    more = sequence && r.hasNextValue();
                }
            }
            return c;
        } catch (IOException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** The number of containers counted. */
    long size() {
        return size;
    }

    /** The member count of container {@code i} (0 for the first to open). */
    int get(long i) {
        return segments.get((int) (i / SEGMENT_INTS)).getInt((int) (i % SEGMENT_INTS) * 4);
    }

    private void set(long i, int value) throws IOException {
        int s = (int) (i / SEGMENT_INTS);
        while (segments.size() <= s) {
            segments.add(channel.map(FileChannel.MapMode.READ_WRITE,
                    (long) segments.size() * SEGMENT_INTS * 4, (long) SEGMENT_INTS * 4));
        }
        segments.get(s).putInt((int) (i % SEGMENT_INTS) * 4, value);
        size = Math.max(size, i + 1);
    }

    @Override
    public void close() throws IOException {
        segments.clear();
        channel.close();
        Files.deleteIfExists(file);
    }
}
