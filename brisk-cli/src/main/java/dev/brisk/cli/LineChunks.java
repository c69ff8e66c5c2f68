package dev.brisk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * An input cut into chunks that end at a line end ({@code \n}) where the input has one: each
 * chunk is an array of its own (it goes to another thread; arrays handed back through
 * {@link #recycle} are used again), about {@code size} bytes long; the bytes
 * after a chunk's last newline start the next chunk. A line longer than {@code size} makes its
 * chunk as long as the line. When the input has nothing more to give at once (a live pipe, a
 * terminal), the chunk ends at the last line received, so a slow stream is processed line by
 * line as it comes instead of waiting for a full chunk.
 */
final class LineChunks {

    private final InputStream in;
    private final int size;
    private byte[] carry = new byte[0];
    private int carryLength;
    private boolean eof;
    private byte[] bytes;
    private int length;
    /** Read buffers to use again: chunks done with, or a buffer a short chunk was copied out of. */
    private final ArrayDeque<byte[]> spare = new ArrayDeque<>();

    LineChunks(InputStream in, int size) {
        this.in = in;
        this.size = size;
    }

    /** Reads the next chunk; false at the end of the input. */
    boolean next() throws IOException {
        if (eof && carryLength == 0) {
            return false;
        }
        int capacity = Math.max(size, carryLength + size / 2);
        byte[] buf = spare.isEmpty() || spare.peekFirst().length < capacity ? new byte[capacity]
                : spare.removeFirst();
        boolean early = false;
        System.arraycopy(carry, 0, buf, 0, carryLength);
        int filled = carryLength;
        int searchFrom = carryLength; // the carried bytes hold no newline
        while (true) {
            while (!eof && filled < buf.length) {
                int n;
                try {
                    n = in.read(buf, filled, buf.length - filled);
                    if (n > 0 && in.available() == 0 && lastNewline(buf, filled, filled + n) >= 0) {
                        filled += n;
                        early = true;
                        break; // nothing more at once: pass on the lines received so far
                    }
                } catch (IOException e) {
                    throw new ReadFailure(e);
                }
                if (n < 0) {
                    eof = true;
                } else {
                    filled += n;
                }
            }
            int cut = lastNewline(buf, searchFrom, filled);
            if (cut >= 0 || eof) {
                int end = cut >= 0 ? cut + 1 : filled;
                if (eof && cut >= 0 && end < filled) {
                    end = filled; // the last line has no newline: it ends this chunk
                }
                length = end;
                if (early) {
                    bytes = Arrays.copyOf(buf, end); // a short chunk: keep the big buffer for reading
                    spare.addFirst(buf);
                } else {
                    bytes = buf;
                }
                carryLength = filled - end;
                if (carry.length < carryLength) {
                    carry = new byte[Math.max(carryLength, size / 4)];
                }
                System.arraycopy(buf, end, carry, 0, carryLength);
                return length > 0 || next();
            }
            searchFrom = filled; // one line longer than the chunk: read on
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
    }

    /** The input could not be read (as opposed to the output not written). */
    static final class ReadFailure extends IOException {
        private static final long serialVersionUID = 1L;

        ReadFailure(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    /** Hands back a chunk's array once nothing uses it, to be read into again. */
    void recycle(byte[] chunk) {
        if (chunk.length >= size) { // as many as were in flight at once, no more
            spare.addLast(chunk);
        }
    }

    byte[] bytes() {
        return bytes;
    }

    int length() {
        return length;
    }

    private static int lastNewline(byte[] b, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
