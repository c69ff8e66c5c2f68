package dev.brisk.jsonp;

import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Makes object-model writers with one configuration (pretty printing, Brisk writer options). */
final class WriterFactory implements JsonWriterFactory {
    private final Config config;

    WriterFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonWriter createWriter(Writer writer) {
        return new ValueWriter(writer, config);
    }

    @Override
    public JsonWriter createWriter(OutputStream out) {
        return new ValueWriter(out, config);
    }

    @Override
    public JsonWriter createWriter(OutputStream out, Charset charset) {
        if (out == null) throw new NullPointerException("The output stream cannot be null");
        if (charset == null) throw new NullPointerException("The charset cannot be null");
        if (charset.equals(StandardCharsets.UTF_8)) return new ValueWriter(out, config);
        return new ValueWriter(new OutputStreamWriter(out, charset), config);
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
