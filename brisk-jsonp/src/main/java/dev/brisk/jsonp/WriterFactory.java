package dev.brisk.jsonp;

import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.Map;

/** Makes object-model writers with one configuration (pretty printing, Brisk writer options). */
final class WriterFactory implements JsonWriterFactory {
    private final Config config;

    WriterFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonWriter createWriter(Writer writer) {
        return new ValueWriter(Targets.of(config.writing, writer));
    }

    @Override
    public JsonWriter createWriter(OutputStream out) {
        return new ValueWriter(out, config);
    }

    @Override
    public JsonWriter createWriter(OutputStream out, Charset charset) {
        return new ValueWriter(Targets.of(config.writing, out, charset));
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
