package dev.brisk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * An input cut into chunks that end at a line end ({@code \n}) where the input has one: each
 * chunk is a fresh array (it goes to another thread), about {@code size} bytes long; the bytes
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
    /** A read buffer to use again: a chunk cut early was copied out of it. */
    private byte[] spare;

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
        byte[] buf = spare != null && spare.length >= capacity ? spare : new byte[capacity];
        spare = null;
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
                    spare = buf;
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
