package dev.brisk.flink;

import dev.brisk.flink.internal.RowReader;
import dev.brisk.flink.internal.TimeText;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReaderOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.util.Collector;

/**
 * Reads JSON records into {@link RowData} of a {@link RowType}: the runtime decoder of the
 * {@code brisk-json} table format, usable on its own too. A message is one JSON object (one row)
 * or an array of objects (a row each); an empty message is no row.
 *
 * <p>It reads as Flink's {@code json} format does (same conversions, nulls, options) but
 * straight from the bytes with a Brisk {@link JsonReader}: field names are matched against a
 * table built once per schema, values go directly into the row, there is no tree in between.
 *
 * <p>A record that is not JSON fails with an {@link IOException} naming where it went wrong
 * (line, column, offset, path), or with {@code ignoreParseErrors} is dropped; a value that does
 * not convert to its field's type fails the same way, or with {@code ignoreParseErrors} is null.
 */
public final class BriskRowDataDeserializationSchema implements DeserializationSchema<RowData> {
    private static final long serialVersionUID = 1L;
    // overflowing doubles become infinities, as the JDK's parser (and so json) makes them
    private static final ReaderOptions READER = ReaderOptions.defaults().withInfinityOnOverflow(true);

    private final RowType rowType;
    private final TypeInformation<RowData> producedType;
    private final boolean failOnMissingField;
    private final boolean ignoreParseErrors;
    private final String timestampFormat;
    private transient RowReader reader;

    /**
     * A schema for rows of {@code rowType}.
     *
     * @param producedType the type information Flink passes on ({@code context.createTypeInformation})
     * @param failOnMissingField fail when a field of {@code rowType} is absent (otherwise null)
     * @param ignoreParseErrors drop records that are not JSON, read values that do not convert as null
     * @param timestampFormat {@code "SQL"} or {@code "ISO-8601"}
     * @throws IllegalArgumentException if both flags are set, or the timestamp format is unknown
     * @throws UnsupportedOperationException if {@code rowType} holds a type JSON cannot hold
     */
    public BriskRowDataDeserializationSchema(RowType rowType, TypeInformation<RowData> producedType, boolean failOnMissingField,
                                             boolean ignoreParseErrors, String timestampFormat) {
        if (failOnMissingField && ignoreParseErrors) {
            throw new IllegalArgumentException("fail-on-missing-field and ignore-parse-errors cannot both be true");
        }
        this.rowType = Objects.requireNonNull(rowType, "rowType");
        this.producedType = Objects.requireNonNull(producedType, "producedType");
        this.failOnMissingField = failOnMissingField;
        this.ignoreParseErrors = ignoreParseErrors;
        this.timestampFormat = timestampFormat;
        this.reader = build(); // fail early on an unsupported type or format
    }

    private RowReader build() {
        return RowReader.of(rowType, TimeText.named(timestampFormat), failOnMissingField, ignoreParseErrors);
    }

    private RowReader reader() {
        RowReader r = reader;
        if (r == null) reader = r = build(); // after deserialization on a task manager
        return r;
    }

    @Override
    public void open(InitializationContext context) {
        reader();
    }

    /** The row of a message holding one JSON object; null for an empty message or a dropped record. */
    @Override
    public RowData deserialize(byte[] message) throws IOException {
        if (message == null || message.length == 0) return null;
        RowReader r = reader();
        try (JsonReader in = READER.reader(message)) {
            if (in.peek() != JsonToken.BEGIN_OBJECT) throw in.error("Expected a JSON object (a row)");
            return (RowData) r.read(in);
        } catch (JsonException e) {
            if (ignoreParseErrors) return null;
            throw failure(message, e);
        }
    }

    /** Emits the row of a JSON object, or a row for each object of a JSON array. */
    @Override
    public void deserialize(byte[] message, Collector<RowData> out) throws IOException {
        if (message == null || message.length == 0) return;
        RowReader r = reader();
        try (JsonReader in = READER.reader(message)) {
            JsonToken t = in.peek();
            if (t == JsonToken.BEGIN_OBJECT) {
                out.collect((RowData) r.read(in));
            } else if (t == JsonToken.BEGIN_ARRAY) {
                in.beginArray();
                while (in.hasNext()) {
                    RowData row = (RowData) r.read(in);
                    if (row != null) out.collect(row);
                }
                in.endArray();
            } else {
                throw in.error("Expected a JSON object (a row) or an array of objects");
            }
        } catch (JsonException e) {
            if (ignoreParseErrors) return;
            throw failure(message, e);
        }
    }

    private static IOException failure(byte[] message, JsonException e) {
        String text = new String(message, StandardCharsets.UTF_8);
        if (text.length() > 200) text = text.substring(0, 200) + "...";
        return new IOException("Failed to deserialize JSON '" + text + "': " + e.getMessage(), e);
    }

    @Override
    public boolean isEndOfStream(RowData nextElement) {
        return false;
    }

    @Override
    public TypeInformation<RowData> getProducedType() {
        return producedType;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof BriskRowDataDeserializationSchema)) return false;
        BriskRowDataDeserializationSchema s = (BriskRowDataDeserializationSchema) o;
        return rowType.equals(s.rowType) && producedType.equals(s.producedType) && failOnMissingField == s.failOnMissingField
                && ignoreParseErrors == s.ignoreParseErrors && timestampFormat.equals(s.timestampFormat);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rowType, producedType, failOnMissingField, ignoreParseErrors, timestampFormat);
    }
}
