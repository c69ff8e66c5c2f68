package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Serializer;

import java.lang.reflect.Type;
import java.util.Map;

/**
 * Writes record keys or values of any type Brisk binds as JSON or MessagePack. Without a type
 * each value is bound by its runtime class; give the type for generic and sealed types. A null
 * value is written as null (a tombstone). A value that cannot be written (NaN, a cyclic graph)
 * raises Kafka's {@link SerializationException} with the JSON path, and nothing is sent.
 *
 * @param <T> the type of the values written
 */
public class BriskSerializer<T> implements Serializer<T> {
    private Settings settings;
    private boolean isKey;
    private Brisk brisk;
    private BriskFormat format;

    /** For Kafka to make from its configs; without any, JSON by runtime class with the default mapper. */
    public BriskSerializer() { this.settings = new Settings(null, null, null); prepare(); }

    /**
     * Writes values as {@code type} with {@code brisk} in {@code format}; nulls are left to the configs.
     *
     * @param brisk the mapper, or null
     * @param type the class values are bound as
     * @param format JSON or MessagePack, or null
     */
    public BriskSerializer(Brisk brisk, Class<T> type, BriskFormat format) { this(brisk, TypeToken.of(type), format); }

    /**
     * Writes values as {@code type} (generic and sealed types too) with {@code brisk} in {@code format};
     * nulls are left to the configs (a null type binds each value by its runtime class).
     *
     * @param brisk the mapper, or null
     * @param type the type values are bound as, or null
     * @param format JSON or MessagePack, or null
     */
    public BriskSerializer(Brisk brisk, TypeToken<T> type, BriskFormat format) {
        this.settings = new Settings(brisk, type == null ? null : type.type(), format);
        prepare();
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        this.isKey = isKey;
        this.settings = settings.configured(configs, isKey);
        prepare();
    }

    private void prepare() {
        brisk = settings.mapper();
        format = settings.format();
        if (settings.type != null) brisk.codec(settings.type);
    }

    @Override
    public byte[] serialize(String topic, T data) {
        if (data == null) return null;
        Type type = settings.type != null ? settings.type : data.getClass();
        try {
            return format == BriskFormat.JSON ? brisk.writeBytes(data, type) : brisk.writeMessagePack(data, type);
        } catch (JsonException e) {
            throw new SerializationException("Cannot write the " + (isKey ? "key" : "value") + " of a record of topic '" + topic
                    + "' as " + type.getTypeName() + " to " + format + ": " + e.getMessage(), e);
        }
    }
}
