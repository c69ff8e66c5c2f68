package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.Map;

/** Makes pull parsers with one configuration (Brisk reader options, key strategy). */
final class ParserFactory implements JsonParserFactory {
    private final Config config;

    ParserFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return new StreamParser(Sources.of(config.reading, reader), config.keys);
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return new StreamParser(Sources.of(config.reading, in), config.keys);
    }

    @Override
    public JsonParser createParser(InputStream in, Charset charset) {
        return new StreamParser(Sources.of(config.reading, in, charset), config.keys);
    }

    @Override
    public JsonParser createParser(JsonObject object) {
        return createParser(new java.io.StringReader(ValueText.of(object)));
    }

    @Override
    public JsonParser createParser(JsonArray array) {
        return createParser(new java.io.StringReader(ValueText.of(array)));
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
