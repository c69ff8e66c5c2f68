package dev.brisk.jsonp;

import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.json.internal.ReusableWriters;
import jakarta.json.JsonConfig;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.stream.JsonGenerator;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * The configuration a factory was made with: the properties it understood (its
 * {@code getConfigInUse()}) and what they mean for Brisk's reader and writer. Unknown properties
 * are ignored, as the API asks.
 */
final class Config {
    /**
     * Doubles are written as {@link Double#toString} lays them out, as the reference
     * implementation does: {@code createValue(double)} is specified through
     * {@code BigDecimal.valueOf(double)}, whose scale a shorter text would not give back.
     */
    static final WriterOptions WRITING = WriterOptions.defaults().withJavaNumberLayout(true);
    static final Config DEFAULT = new Config(Collections.emptyMap(), ReaderOptions.defaults(),
            WRITING, KeyStrategy.LAST);
    /** Pretty printing as the reference implementation lays it out: four spaces a level. */
    static final int PRETTY_INDENT = 4;

    final Map<String, ?> inUse;
    final ReaderOptions reading;
    final WriterOptions writing;
    final KeyStrategy keys;
    /**
     * In-memory writers for the object model's writers, reused with their buffer, levels and
     * name cache (a service writes the same names over and over); null in sequence mode, which
     * an object-model writer has no use for.
     */
    final ReusableWriters writers;

    private Config(Map<String, ?> inUse, ReaderOptions reading, WriterOptions writing, KeyStrategy keys) {
        this.inUse = inUse;
        this.reading = reading;
        this.writing = writing;
        this.keys = keys;
        this.writers = writing.sequence() ? null : ReusableWriters.of(writing);
    }

    static Config of(Map<String, ?> config) {
        if (config == null || config.isEmpty()) return DEFAULT;
        Map<String, Object> used = new HashMap<>();
        ReaderOptions reading = ReaderOptions.defaults();
        WriterOptions writing = WRITING;
        KeyStrategy keys = KeyStrategy.LAST;
        Object v = config.get(BriskJsonProvider.READER_OPTIONS);
        if (v instanceof ReaderOptions) {
            reading = (ReaderOptions) v;
            used.put(BriskJsonProvider.READER_OPTIONS, v);
        }
        v = config.get(BriskJsonProvider.WRITER_OPTIONS);
        if (v instanceof WriterOptions) {
            writing = (WriterOptions) v;
            used.put(BriskJsonProvider.WRITER_OPTIONS, v);
        }
        v = config.get(JsonGenerator.PRETTY_PRINTING);
        if (v != null && isTrue(v)) {
            writing = writing.withIndent(PRETTY_INDENT);
            used.put(JsonGenerator.PRETTY_PRINTING, v);
        }
        v = config.get(JsonConfig.KEY_STRATEGY);
        if (v instanceof KeyStrategy) {
            keys = (KeyStrategy) v;
            used.put(JsonConfig.KEY_STRATEGY, v);
        } else if (v != null) {
            for (KeyStrategy k : KeyStrategy.values()) {
                if (k.name().equalsIgnoreCase(v.toString())) {
                    keys = k;
                    used.put(JsonConfig.KEY_STRATEGY, v);
                }
            }
        }
        if (keys == KeyStrategy.NONE) reading = reading.withRejectDuplicateNames(true);
        if (used.isEmpty()) return DEFAULT;
        return new Config(Collections.unmodifiableMap(used), reading, writing, keys);
    }

    private static boolean isTrue(Object v) {
        return v instanceof Boolean ? (Boolean) v : Boolean.parseBoolean(v.toString());
    }
}
