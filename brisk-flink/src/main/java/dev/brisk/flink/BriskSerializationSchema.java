package dev.brisk.flink;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializationSchema;

/**
 * Writes each {@code T} as one compact JSON document, for the DataStream API (a Kafka or file
 * sink): any type a {@link Brisk} mapper binds.
 *
 * @param <T> the type of the records
 */
public final class BriskSerializationSchema<T> implements SerializationSchema<T> {
    private static final long serialVersionUID = 1L;

    private final BriskType<T> type;
    private final BriskSupplier brisk;
    private transient Brisk mapper;
    private transient TypeToken<T> token;

    private BriskSerializationSchema(BriskType<T> type, BriskSupplier brisk) {
        this.type = Objects.requireNonNull(type, "type");
        this.brisk = Objects.requireNonNull(brisk, "brisk");
    }

    /** A schema writing {@code type} with the default mapper ({@link Brisk#create()}). */
    public static <T> BriskSerializationSchema<T> of(Class<T> type) {
        return new BriskSerializationSchema<>(BriskDeserializationSchema.classType(type), Brisk::create);
    }

    /** A schema writing {@code type} with the mapper {@code brisk} makes. */
    public static <T> BriskSerializationSchema<T> of(Class<T> type, BriskSupplier brisk) {
        return new BriskSerializationSchema<>(BriskDeserializationSchema.classType(type), brisk);
    }

    /** A schema writing a generic type, e.g. {@code of(() -> new TypeToken<List<Event>>() {}, Brisk::create)}. */
    public static <T> BriskSerializationSchema<T> of(BriskType<T> type, BriskSupplier brisk) {
        return new BriskSerializationSchema<>(type, brisk);
    }

    @Override
    public void open(InitializationContext context) {
        mapper();
    }

    private Brisk mapper() {
        Brisk m = mapper;
        if (m == null) {
            token = type.get();
            mapper = m = brisk.get();
            m.codec(token);
        }
        return m;
    }

    @Override
    public byte[] serialize(T element) {
        Brisk m = mapper();
        return m.writeBytes(element, token);
    }
}
