package dev.brisk.jsonp;

import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.SequenceInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Brisk readers over the API's inputs: chars as chars, bytes as UTF-8 bytes where they are.
 *
 * <p>A byte stream is read ahead up to {@link #HEAD} bytes first. A stream that ends within
 * them, as most documents a service exchanges do, is read in memory, where Brisk's reader has
 * no buffer to refill (documents of up to 64 KB parse about a tenth faster); a longer one is
 * read on as a stream after the bytes already taken, in the reader's buffer of its own size.
 * Reading ahead does not make a parser wait where it would not: a reader that is not in sequence mode reads
 * to the end of the stream before it ends the top-level value anyway. In sequence mode, where
 * nothing may be read beyond the current value, nothing is read ahead.
 */
final class Sources {
    private Sources() {}

    /** Bytes read ahead: twice the reader's stream buffer, so that a parser's memory stays small. */
    static final int HEAD = 64 * 1024;

    static JsonReader of(ReaderOptions options, Reader reader) {
        if (reader == null) throw new NullPointerException("The reader cannot be null");
        return options.reader(reader);
    }

    /** A stream whose encoding is found from its first bytes. */
    static JsonReader of(ReaderOptions options, InputStream in) {
        if (in == null) throw new NullPointerException("The input stream cannot be null");
        try {
            if (options.sequence()) {
                Encodings.Detected d = Encodings.detect(in);
                return d.utf8 != null ? options.reader(d.utf8) : options.reader(d.chars);
            }
            Head h = Head.read(in, bound(options));
            Encodings.Found f = Encodings.find(h.bytes, Math.min(h.length, 4));
            return h.over(options, f.bom, f.charset, in);
        } catch (IOException e) {
            throw Errors.io("reading JSON", e);
        }
    }

    /** A stream in a given encoding. */
    static JsonReader of(ReaderOptions options, InputStream in, Charset charset) {
        if (in == null) throw new NullPointerException("The input stream cannot be null");
        if (charset == null) throw new NullPointerException("The charset cannot be null");
        try {
            if (options.sequence() || !charset.equals(StandardCharsets.UTF_8)) {
                Encodings.Detected d = Encodings.given(in, charset);
                return d.utf8 != null ? options.reader(d.utf8) : options.reader(d.chars);
            }
            Head h = Head.read(in, bound(options));
            byte[] b = h.bytes;
            boolean bom = h.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF;
            return h.over(options, bom ? 3 : 0, StandardCharsets.UTF_8, in);
        } catch (IOException e) {
            throw Errors.io("reading JSON", e);
        }
    }

    /**
     * Closes the stream a parser or reader was made over, when it is closed: a reader in memory
     * has let go of the stream, and closing one that a streaming reader has closed has no effect.
     */
    static void close(Closeable stream) {
        if (stream == null) return;
        try {
            stream.close();
        } catch (IOException e) {
            throw Errors.io("closing the input", e);
        }
    }

    /** One byte beyond the document size limit at most: the reader reports the excess. */
    private static int bound(ReaderOptions options) {
        long size = options.limits().maxDocumentSize();
        return size < HEAD ? (int) size + 1 : HEAD;
    }

    /** The first bytes of a stream: all of it when {@link #ended}. */
    private static final class Head {
        final byte[] bytes;
        final int length;
        final boolean ended;

        private Head(byte[] bytes, int length, boolean ended) {
            this.bytes = bytes;
            this.length = length;
            this.ended = ended;
        }

        /** Up to {@code max} bytes; fewer only when the stream has ended. */
        static Head read(InputStream in, int max) throws IOException {
            // a stream that knows its size (an in-memory one) is read into one array of that size, plus one byte to see the end
            int size = (int) Math.min(max, Math.max(8192, (long) in.available() + 1));
            byte[] b = new byte[size];
            int n = 0;
            for (;;) {
                if (n == b.length) {
                    if (n == max) return new Head(b, n, false);
                    b = Arrays.copyOf(b, (int) Math.min(max, 2L * n));
                }
                int r = in.read(b, n, b.length - n);
                if (r < 0) return new Head(b, n, true);
                n += r;
            }
        }

        /** A reader over these bytes after {@code bom} of them: in memory, or followed by the rest of {@code in}. */
        JsonReader over(ReaderOptions options, int bom, Charset charset, InputStream in) {
            boolean utf8 = charset.equals(StandardCharsets.UTF_8);
            if (ended) {
                // offsets count from the first byte after the mark, as they do in a stream
                if (bom > 0) System.arraycopy(bytes, bom, bytes, 0, length - bom);
                if (utf8) return options.reader(bytes, 0, length - bom);
                return options.reader(new String(bytes, 0, length - bom, charset));
            }
            InputStream all = new SequenceInputStream(new ByteArrayInputStream(bytes, bom, length - bom), in);
            return utf8 ? options.reader(all) : options.reader(new InputStreamReader(all, charset));
        }
    }
}
