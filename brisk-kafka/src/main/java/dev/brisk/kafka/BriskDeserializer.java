package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;

import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Objects;

/**
 * Reads record keys or values as any type Brisk binds, from JSON or MessagePack. The consumer
 * hands payloads over as {@link ByteBuffer}s into its fetch buffers, and those are read in place,
 * without a copy to a {@code byte[]}.
 *
 * <p>Give the mapper, type and format in code, or leave them to the configs in
 * {@link BriskKafkaConfig} (the type then must be set: {@code brisk.value.type} or
 * {@code brisk.key.type}). A null payload (a tombstone) is read as null. A payload that is not
 * valid, does not fit the type, or breaks the mapper's limits raises Kafka's
 * {@link SerializationException} with the topic and Brisk's message (what, line, column, offset,
 * path; offset and path for MessagePack), and the {@link JsonException} as its cause.
 *
 * @param <T> the type records are read as
 */
public class BriskDeserializer<T> implements Deserializer<T> {
    private Settings settings;
    private boolean isKey;
    private Brisk brisk;
    private TypeToken<T> type;
    private BriskFormat format;

    /** For Kafka to make from its configs. */
    public BriskDeserializer() { this.settings = new Settings(null, null, null); }

    /**
     * Reads {@code type} with the mapper and format from the configs (default: {@code Brisk.create()}, JSON).
     *
     * @param type the class records are read as
     */
    public BriskDeserializer(Class<T> type) { this(null, TypeToken.of(type), null); }

    /**
     * Reads {@code type} with {@code brisk} in {@code format}; a null mapper or format is left to the configs.
     *
     * @param brisk the mapper, or null
     * @param type the class records are read as
     * @param format JSON or MessagePack, or null
     */
    public BriskDeserializer(Brisk brisk, Class<T> type, BriskFormat format) { this(brisk, TypeToken.of(type), format); }

    /**
     * Reads {@code type} (generic types too) with {@code brisk} in {@code format}; nulls are left to the configs.
     *
     * @param brisk the mapper, or null
     * @param type the type records are read as
     * @param format JSON or MessagePack, or null
     */
    public BriskDeserializer(Brisk brisk, TypeToken<T> type, BriskFormat format) {
        this.settings = new Settings(brisk, Objects.requireNonNull(type, "type").type(), format);
        prepare();
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        this.isKey = isKey;
        this.settings = settings.configured(configs, isKey);
        prepare();
    }

    /** Builds the codec now, so that a type Brisk cannot bind fails when the client starts, not at the first record. */
    @SuppressWarnings("unchecked")
    private void prepare() {
        brisk = settings.mapper();
        format = settings.format();
        if (settings.type == null) return;
        type = (TypeToken<T>) TypeToken.of(settings.type);
        brisk.codec(settings.type);
    }

    @Override
    public T deserialize(String topic, byte[] data) { return deserialize(topic, null, data); }

    @Override
    public T deserialize(String topic, Headers headers, byte[] data) {
        if (data == null) return null;
        TypeToken<T> target = type();
        try {
            return format == BriskFormat.JSON ? brisk.read(data, target) : brisk.readMessagePack(data, target);
        } catch (JsonException e) {
            throw failure(topic, e);
        }
    }

    @Override
    public T deserialize(String topic, Headers headers, ByteBuffer data) {
        if (data == null) return null;
        TypeToken<T> target = type();
        try {
            return format == BriskFormat.JSON ? brisk.read(data, target) : brisk.readMessagePack(data, target);
        } catch (JsonException e) {
            throw failure(topic, e);
        }
    }

    private TypeToken<T> type() {
        if (type == null) {
            throw new IllegalStateException("BriskDeserializer has no type: give it in code or set "
                    + (isKey ? BriskKafkaConfig.KEY_TYPE : BriskKafkaConfig.VALUE_TYPE));
        }
        return type;
    }

    private SerializationException failure(String topic, JsonException e) {
        Type bound = type.type();
        return new SerializationException("Cannot read the " + (isKey ? "key" : "value") + " of a record of topic '" + topic
                + "' as " + bound.getTypeName() + " from " + format + ": " + e.getMessage(), e);
    }
}
