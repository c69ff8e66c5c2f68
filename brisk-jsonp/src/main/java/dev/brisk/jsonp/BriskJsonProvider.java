package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonMergePatch;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonPatch;
import jakarta.json.JsonPatchBuilder;
import jakarta.json.JsonPointer;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/**
 * Brisk's Jakarta JSON Processing 2.1 provider, found by {@link JsonProvider#provider()} through
 * {@code ServiceLoader} (class path and module path alike), so that {@code jakarta.json.Json}
 * parses, builds, reads and writes with Brisk.
 *
 * <p>Parsers and readers are Brisk's strict RFC 8259 reader with its default
 * {@link dev.brisk.json.ReadLimits limits}; bad input and broken limits raise a
 * {@link jakarta.json.stream.JsonParsingException} whose message and location give the line,
 * column, offset and path. Besides the API's own properties
 * ({@link JsonGenerator#PRETTY_PRINTING}, {@link jakarta.json.JsonConfig#KEY_STRATEGY}), the
 * factories' configuration maps take Brisk's options:
 *
 * <pre>{@code
 * JsonReaderFactory readers = Json.createReaderFactory(Map.of(
 *         BriskJsonProvider.READER_OPTIONS,
 *         ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(64))));
 * }</pre>
 */
public final class BriskJsonProvider extends JsonProvider {
    /** Configuration key for a {@link dev.brisk.json.ReaderOptions} used by parsers and readers. */
    public static final String READER_OPTIONS = "dev.brisk.json.ReaderOptions";
    /** Configuration key for a {@link dev.brisk.json.WriterOptions} used by generators and writers. */
    public static final String WRITER_OPTIONS = "dev.brisk.json.WriterOptions";

    private static final ParserFactory PARSERS = new ParserFactory(Config.DEFAULT);
    private static final GeneratorFactory GENERATORS = new GeneratorFactory(Config.DEFAULT);
    private static final ReaderFactory READERS = new ReaderFactory(Config.DEFAULT);
    private static final WriterFactory WRITERS = new WriterFactory(Config.DEFAULT);
    private static final BuilderFactory BUILDERS = new BuilderFactory(Config.DEFAULT);

    /** The provider; {@code ServiceLoader} calls this. */
    public BriskJsonProvider() {}

    @Override
    public JsonParser createParser(Reader reader) {
        return PARSERS.createParser(reader);
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return PARSERS.createParser(in);
    }

    @Override
    public JsonParserFactory createParserFactory(Map<String, ?> config) {
        return new ParserFactory(Config.of(config));
    }

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        return GENERATORS.createGenerator(writer);
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        return GENERATORS.createGenerator(out);
    }

    @Override
    public JsonGeneratorFactory createGeneratorFactory(Map<String, ?> config) {
        return new GeneratorFactory(Config.of(config));
    }

    @Override
    public JsonReader createReader(Reader reader) {
        return READERS.createReader(reader);
    }

    @Override
    public JsonReader createReader(InputStream in) {
        return READERS.createReader(in);
    }

    @Override
    public JsonWriter createWriter(Writer writer) {
        return WRITERS.createWriter(writer);
    }

    @Override
    public JsonWriter createWriter(OutputStream out) {
        return WRITERS.createWriter(out);
    }

    @Override
    public JsonWriterFactory createWriterFactory(Map<String, ?> config) {
        return new WriterFactory(Config.of(config));
    }

    @Override
    public JsonReaderFactory createReaderFactory(Map<String, ?> config) {
        return new ReaderFactory(Config.of(config));
    }

    @Override
    public JsonObjectBuilder createObjectBuilder() {
        return BUILDERS.createObjectBuilder();
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(JsonObject object) {
        return BUILDERS.createObjectBuilder(object);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(Map<String, ?> map) {
        return BUILDERS.objectBuilderOf(map);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder() {
        return BUILDERS.createArrayBuilder();
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(JsonArray array) {
        return BUILDERS.createArrayBuilder(array);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(Collection<?> collection) {
        return BUILDERS.createArrayBuilder(collection);
    }

    @Override
    public JsonBuilderFactory createBuilderFactory(Map<String, ?> config) {
        return new BuilderFactory(Config.of(config));
    }

    @Override
    public JsonPointer createPointer(String jsonPointer) {
        return Pointer.of(jsonPointer);
    }

    @Override
    public JsonPatchBuilder createPatchBuilder() {
        return new PatchBuilder();
    }

    @Override
    public JsonPatchBuilder createPatchBuilder(JsonArray array) {
        return new PatchBuilder(array);
    }

    @Override
    public JsonPatch createPatch(JsonArray array) {
        return new Patch(array);
    }

    @Override
    public JsonPatch createDiff(JsonStructure source, JsonStructure target) {
        return Diffs.diff(source, target);
    }

    @Override
    public JsonMergePatch createMergePatch(JsonValue patch) {
        return new MergePatch(patch);
    }

    @Override
    public JsonMergePatch createMergeDiff(JsonValue source, JsonValue target) {
        return new MergePatch(Diffs.mergeDiff(source, target));
    }

    @Override
    public JsonString createValue(String value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(int value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(long value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(double value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(BigDecimal value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(BigInteger value) {
        return Values.of(value);
    }

    @Override
    public JsonNumber createValue(Number number) {
        return Values.of(number);
    }
}
