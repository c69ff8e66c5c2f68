package dev.brisk.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;

/**
 * A regular file's bytes, for the threads of one run to copy from: memory-mapped in segments of
 * up to 1 GiB when the system allows, else read with positional reads. A copy out of the
 * mapping is the only copy, where a positional read into an array makes two (the kernel's into
 * a JDK scratch buffer, then that into the array): about a third less CPU time per byte read.
 *
 * <p>The mapping is virtual memory only (a terabyte file maps in a thousand segments); the
 * pages it touches are the page cache's, which the kernel takes back when it needs them, so the
 * run's own memory stays what the threads' arrays are. Each thread copies through its own
 * {@link #view()}, as a buffer may not be shared between threads.
 */
final class FileBytes {

    /** 1 GiB segments: within what one buffer can address, and few even for terabytes. */
    private static final int SEGMENT_BITS = 30;

    private final FileChannel channel;
    private final long size;
    /** The file's segments, or null when it could not be mapped (positional reads then). */
    private final ByteBuffer[] segments;
    private final int segmentBits;

    private FileBytes(FileChannel channel, long size, ByteBuffer[] segments, int segmentBits) {
        this.channel = channel;
        this.size = size;
        this.segments = segments;
        this.segmentBits = segmentBits;
    }

    /** The first {@code size} bytes of the file open as {@code channel}. */
    static FileBytes of(FileChannel channel, long size) {
        return mapped(channel, size, SEGMENT_BITS);
    }

    /** Mapped in segments of {@code 2^segmentBits} bytes (small ones for tests). */
    static FileBytes mapped(FileChannel channel, long size, int segmentBits) {
        return new FileBytes(channel, size, map(channel, size, segmentBits), segmentBits);
    }

    /** The same file read with positional reads only (the way when mapping is not possible). */
    static FileBytes unmapped(FileChannel channel, long size) {
        return new FileBytes(channel, size, null, SEGMENT_BITS);
    }

    private static ByteBuffer[] map(FileChannel channel, long size, int segmentBits) {
        long segment = 1L << segmentBits;
        ByteBuffer[] segments = new ByteBuffer[(int) ((size + segment - 1) >>> segmentBits)];
        try {
            for (int i = 0; i < segments.length; i++) {
                long at = (long) i << segmentBits;
                MappedByteBuffer m = channel.map(FileChannel.MapMode.READ_ONLY, at,
                        Math.min(segment, size - at));
                segments[i] = m;
            }
            return segments;
        } catch (IOException | UnsupportedOperationException e) {
            // a file system without memory mapping, or no address space left: read instead
            return null;
        }
    }

    /** True when the bytes come from a mapping. */
    boolean mapped() {
        return segments != null;
    }

    /** The same bytes for one more thread (the segments are shared, not copied). */
    FileBytes view() {
        if (segments == null) {
            return this; // positional reads on a channel are safe from any thread
        }
        ByteBuffer[] own = new ByteBuffer[segments.length];
        for (int i = 0; i < own.length; i++) {
            own[i] = segments[i].duplicate();
        }
        return new FileBytes(channel, size, own, segmentBits);
    }

    /** Copies the file's bytes {@code [position, position + length)} to {@code dst[offset...]}. */
    void copy(long position, byte[] dst, int offset, int length) throws IOException {
        if (position < 0 || length < 0 || position + length > size) {
            throw new IndexOutOfBoundsException(position + "+" + length + " in a file of " + size);
        }
        if (segments == null) {
            read(position, dst, offset, length);
            return;
        }
        int segment = 1 << segmentBits;
        while (length > 0) {
            int at = (int) (position & (segment - 1));
            int n = Math.min(length, segment - at);
            segments[(int) (position >>> segmentBits)].get(at, dst, offset, n);
            position += n;
            offset += n;
            length -= n;
        }
    }

    /**
     * What {@code t}, thrown by a thread that copied from this file, means. A mapped page that
     * is gone (the file was cut short meanwhile) makes the JVM throw an {@link InternalError},
     * in compiled code possibly a little after the copy, so it is told apart here, where the
     * thread's work ends, by the file's size now: shorter, it is a read error saying so.
     */
    Throwable failure(Throwable t) {
        if (segments == null || !(t instanceof InternalError)) {
            return t;
        }
        try {
            return channel.size() < size ? new LineChunks.ReadFailure(shorter()) : t;
        } catch (IOException e) {
            return t;
        }
    }

    private void read(long position, byte[] dst, int offset, int length) throws IOException {
        ByteBuffer target = ByteBuffer.wrap(dst, offset, length);
        try {
            while (target.hasRemaining()) {
                if (channel.read(target, position + (target.position() - offset)) < 0) {
                    throw shorter();
                }
            }
        } catch (IOException e) {
            throw new LineChunks.ReadFailure(e);
        }
    }

    private IOException shorter() {
        return new IOException("the file became shorter while it was read (it was " + size + " bytes)");
    }
}
