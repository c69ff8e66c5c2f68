package dev.brisk.flink;

import dev.brisk.bind.Brisk;
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

    private final Class<T> type;
    private final TypeInformation<T> producedType;
    private final BriskSupplier brisk;
    private transient Brisk mapper;

    private BriskDeserializationSchema(Class<T> type, TypeInformation<T> producedType, BriskSupplier brisk) {
        this.type = Objects.requireNonNull(type, "type");
        this.producedType = Objects.requireNonNull(producedType, "producedType");
        this.brisk = Objects.requireNonNull(brisk, "brisk");
    }

    /** A schema reading {@code type} with the default mapper ({@link Brisk#create()}). */
    public static <T> BriskDeserializationSchema<T> of(Class<T> type) {
        return new BriskDeserializationSchema<>(type, TypeInformation.of(type), Brisk::create);
    }

    /** A schema reading {@code type} with the mapper {@code brisk} makes, producing {@code producedType}. */
    public static <T> BriskDeserializationSchema<T> of(Class<T> type, TypeInformation<T> producedType, BriskSupplier brisk) {
        return new BriskDeserializationSchema<>(type, producedType, brisk);
    }

    @Override
    public void open(InitializationContext context) {
        mapper();
    }

    private Brisk mapper() {
        Brisk m = mapper;
        if (m == null) {
            mapper = m = brisk.get();
            m.codec(type); // a type it cannot bind fails here, not on the first record
        }
        return m;
    }

    @Override
    public T deserialize(byte[] message) throws IOException {
        if (message == null || message.length == 0) return null;
        Brisk m = mapper();
        try {
            return m.read(message, type);
        } catch (JsonException e) {
            throw new IOException("Failed to read a " + type.getSimpleName() + " from JSON: " + e.getMessage(), e);
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
