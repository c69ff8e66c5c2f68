package dev.brisk.jsonp;

import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.Map;

/** Makes object-model readers with one configuration (Brisk reader options, key strategy). */
final class ReaderFactory implements JsonReaderFactory {
    private final Config config;

    ReaderFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonReader createReader(Reader reader) {
        return new ValueReader(Sources.of(config.reading, reader), config.keys);
    }

    @Override
    public JsonReader createReader(InputStream in) {
        return new ValueReader(Sources.of(config.reading, in), config.keys);
    }

    @Override
    public JsonReader createReader(InputStream in, Charset charset) {
        return new ValueReader(Sources.of(config.reading, in, charset), config.keys);
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
