package dev.brisk.jsonp;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.Map;

/** Makes generators with one configuration (pretty printing, Brisk writer options). */
final class GeneratorFactory implements JsonGeneratorFactory {
    private final Config config;

    GeneratorFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        return new StreamGenerator(Targets.of(config.writing, writer));
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        return new StreamGenerator(Targets.of(config.writing, out));
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out, Charset charset) {
        return new StreamGenerator(Targets.of(config.writing, out, charset));
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
