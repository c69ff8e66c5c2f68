package dev.brisk.kafka;

import dev.brisk.bind.Brisk;

/**
 * The config keys brisk-kafka's serializer, deserializer and serde read when Kafka configures
 * them (producer, consumer or Streams properties). Settings given in code win over configs.
 *
 * <pre>{@code
 * props.put("value.deserializer", BriskDeserializer.class);
 * props.put(BriskKafkaConfig.VALUE_TYPE, Order.class.getName());
 * props.put(BriskKafkaConfig.VALUE_FORMAT, "msgpack");
 * }</pre>
 */
public final class BriskKafkaConfig {
    private BriskKafkaConfig() { }

    /**
     * The mapper: a {@link Brisk} instance, or a class (or its name) implementing
     * {@code java.util.function.Supplier<Brisk>} with a public no-argument constructor. Default
     * {@link Brisk#create()}.
     */
    public static final String MAPPER = "brisk.mapper";

    /** The class (or its fully qualified name) record keys are read as. */
    public static final String KEY_TYPE = "brisk.key.type";

    /** The class (or its fully qualified name) record values are read as. */
    public static final String VALUE_TYPE = "brisk.value.type";

    /** {@code json} (default) or {@code msgpack} for keys, or a {@link BriskFormat}. */
    public static final String KEY_FORMAT = "brisk.key.format";

    /** {@code json} (default) or {@code msgpack} for values, or a {@link BriskFormat}. */
    public static final String VALUE_FORMAT = "brisk.value.format";
}
