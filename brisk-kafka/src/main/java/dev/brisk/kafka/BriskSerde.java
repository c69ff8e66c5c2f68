package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

import java.util.Map;

/**
 * A {@link BriskSerializer} and {@link BriskDeserializer} of one type and format, for Kafka
 * Streams:
 *
 * <pre>{@code
 * builder.stream("orders", Consumed.with(Serdes.String(), new BriskSerde<>(brisk, Order.class, BriskFormat.JSON)));
 * // or as the default: default.value.serde=dev.brisk.kafka.BriskSerde, brisk.value.type=com.example.Order
 * }</pre>
 *
 * @param <T> the type of the values
 */
public class BriskSerde<T> implements Serde<T> {
    private final BriskSerializer<T> serializer;
    private final BriskDeserializer<T> deserializer;

    /** For Kafka Streams to make as a default serde and configure from the configs in {@link BriskKafkaConfig}. */
    public BriskSerde() {
        this.serializer = new BriskSerializer<>();
        this.deserializer = new BriskDeserializer<>();
    }

    /**
     * {@code type} with the mapper and format from the configs (default: {@code Brisk.create()}, JSON).
     *
     * @param type the class of the values
     */
    public BriskSerde(Class<T> type) { this(null, TypeToken.of(type), null); }

    /**
     * {@code type} with {@code brisk} in {@code format}; a null mapper or format is left to the configs.
     *
     * @param brisk the mapper, or null
     * @param type the class of the values
     * @param format JSON or MessagePack, or null
     */
    public BriskSerde(Brisk brisk, Class<T> type, BriskFormat format) { this(brisk, TypeToken.of(type), format); }

    /**
     * {@code type} (generic types too) with {@code brisk} in {@code format}; nulls are left to the configs.
     *
     * @param brisk the mapper, or null
     * @param type the type of the values
     * @param format JSON or MessagePack, or null
     */
    public BriskSerde(Brisk brisk, TypeToken<T> type, BriskFormat format) {
        this.serializer = new BriskSerializer<>(brisk, type, format);
        this.deserializer = new BriskDeserializer<>(brisk, type, format);
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        serializer.configure(configs, isKey);
        deserializer.configure(configs, isKey);
    }

    @Override
    public Serializer<T> serializer() { return serializer; }

    @Override
    public Deserializer<T> deserializer() { return deserializer; }
}
