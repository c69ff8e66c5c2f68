package dev.brisk.jsonp;

import dev.brisk.json.JsonWriter;
import dev.brisk.json.WriterOptions;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** Brisk writers onto the API's outputs: UTF-8 bytes straight to the stream, other charsets encoded. */
final class Targets {
    private Targets() {}

    static JsonWriter of(WriterOptions options, Writer writer) {
        if (writer == null) throw new NullPointerException("The writer cannot be null");
        return options.writer(writer);
    }

    static JsonWriter of(WriterOptions options, OutputStream out) {
        if (out == null) throw new NullPointerException("The output stream cannot be null");
        return options.writer(out);
    }

    static JsonWriter of(WriterOptions options, OutputStream out, Charset charset) {
        if (out == null) throw new NullPointerException("The output stream cannot be null");
        if (charset == null) throw new NullPointerException("The charset cannot be null");
        if (charset.equals(StandardCharsets.UTF_8)) return options.writer(out);
        return options.writer(new OutputStreamWriter(out, charset));
    }
}
