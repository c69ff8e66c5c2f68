package dev.brisk.flink;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import java.io.IOException;
import java.util.Objects;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Reads each message as one JSON document into a {@code T}, for the DataStream API (a Kafka or
 * file source): any type a {@link Brisk} mapper binds (records, classes, sealed types, generated
 * codecs). The mapper is made once per schema instance, when it is opened.
 *
 * <pre>{@code
 * KafkaSource.<Event>builder()...setValueOnlyDeserializer(BriskDeserializationSchema.of(Event.class))
 * }</pre>
 *
 * <p>A message that is not valid JSON for {@code T} fails with an {@link IOException} that says
 * what was wrong and where (line, column, offset, path); an empty message is null (no record).
 *
 * @param <T> the type of the records
 */
public final class BriskDeserializationSchema<T> implements DeserializationSchema<T> {
    private static final long serialVersionUID = 1L;

    private final BriskType<T> type;
    private final TypeInformation<T> producedType;
    private final BriskSupplier brisk;
    private transient Brisk mapper;
    private transient TypeToken<T> token;

    private BriskDeserializationSchema(BriskType<T> type, TypeInformation<T> producedType, BriskSupplier brisk) {
        this.type = Objects.requireNonNull(type, "type");
        this.producedType = Objects.requireNonNull(producedType, "producedType");
        this.brisk = Objects.requireNonNull(brisk, "brisk");
    }

    /** A schema reading {@code type} with the default mapper ({@link Brisk#create()}). */
    public static <T> BriskDeserializationSchema<T> of(Class<T> type) {
        return new BriskDeserializationSchema<>(classType(type), TypeInformation.of(type), Brisk::create);
    }

    /** A schema reading {@code type} with the mapper {@code brisk} makes, producing {@code producedType}. */
    public static <T> BriskDeserializationSchema<T> of(Class<T> type, TypeInformation<T> producedType, BriskSupplier brisk) {
        return new BriskDeserializationSchema<>(classType(type), producedType, brisk);
    }

    /**
     * A schema reading a generic type, e.g. {@code of(() -> new TypeToken<List<Event>>() {},
     * Types.LIST(Types.POJO(Event.class)), Brisk::create)}.
     */
    public static <T> BriskDeserializationSchema<T> of(BriskType<T> type, TypeInformation<T> producedType, BriskSupplier brisk) {
        return new BriskDeserializationSchema<>(type, producedType, brisk);
    }

    static <T> BriskType<T> classType(Class<T> type) {
        Objects.requireNonNull(type, "type");
        return () -> TypeToken.of(type);
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
            m.codec(token); // a type it cannot bind fails here, not on the first record
        }
        return m;
    }

    @Override
    public T deserialize(byte[] message) throws IOException {
        if (message == null || message.length == 0) return null;
        Brisk m = mapper();
        try {
            return m.read(message, token);
        } catch (JsonException e) {
            throw new IOException("Failed to read a " + token + " from JSON: " + e.getMessage(), e);
        }
    }

    @Override
    public boolean isEndOfStream(T nextElement) {
        return false;
    }

    @Override
    public TypeInformation<T> getProducedType() {
        return producedType;
    }
}
