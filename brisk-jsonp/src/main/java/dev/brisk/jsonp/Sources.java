package dev.brisk.jsonp;

import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.Charset;

/** Brisk readers over the API's inputs: chars as chars, bytes as UTF-8 bytes where they are. */
final class Sources {
    private Sources() {}

    static JsonReader of(ReaderOptions options, Reader reader) {
        if (reader == null) throw new NullPointerException("The reader cannot be null");
        return options.reader(reader);
    }

    /** A stream whose encoding is found from its first bytes. */
    static JsonReader of(ReaderOptions options, InputStream in) {
        if (in == null) throw new NullPointerException("The input stream cannot be null");
        try {
            Encodings.Detected d = Encodings.detect(in);
            return d.utf8 != null ? options.reader(d.utf8) : options.reader(d.chars);
        } catch (IOException e) {
            throw Errors.io("reading JSON", e);
        }
    }

    static JsonReader of(ReaderOptions options, InputStream in, Charset charset) {
        if (in == null) throw new NullPointerException("The input stream cannot be null");
        if (charset == null) throw new NullPointerException("The charset cannot be null");
        try {
            Encodings.Detected d = Encodings.given(in, charset);
            return d.utf8 != null ? options.reader(d.utf8) : options.reader(d.chars);
        } catch (IOException e) {
            throw Errors.io("reading JSON", e);
        }
    }
}
