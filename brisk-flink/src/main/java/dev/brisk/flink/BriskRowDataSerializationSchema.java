package dev.brisk.flink;

import dev.brisk.flink.internal.RowWriter;
import dev.brisk.flink.internal.TimeText;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.WriterOptions;
import java.util.Locale;
import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.logical.RowType;

/**
 * Writes {@link RowData} of a {@link RowType} as one compact JSON object per row: the runtime
 * encoder of the {@code brisk-json} table format, usable on its own too. The output is what
 * Flink's {@code json} format writes for the same options (numbers in Java's layout, such as
 * {@code 1.0E10}), written straight into a Brisk {@link JsonWriter} with no tree in between.
 */
public final class BriskRowDataSerializationSchema implements SerializationSchema<RowData> {
    private static final long serialVersionUID = 1L;
    private static final WriterOptions WRITER = WriterOptions.defaults().withJavaNumberLayout(true);

    private final RowType rowType;
    private final String timestampFormat;
    private final String mapNullKeyMode;
    private final String mapNullKeyLiteral;
    private final boolean decimalAsPlainNumber;
    private final boolean ignoreNullFields;
    private transient RowWriter writer;

    /**
     * A schema for rows of {@code rowType}.
     *
     * @param timestampFormat {@code "SQL"} or {@code "ISO-8601"}
     * @param mapNullKeyMode {@code "FAIL"}, {@code "DROP"} or {@code "LITERAL"}
     * @param mapNullKeyLiteral the key written for a null key in {@code LITERAL} mode
     * @param decimalAsPlainNumber write DECIMAL values in plain notation
     * @param ignoreNullFields leave null fields out instead of writing {@code null}
     * @throws IllegalArgumentException for an unknown timestamp format or null key mode
     * @throws UnsupportedOperationException if {@code rowType} holds a type JSON cannot hold
     */
    public BriskRowDataSerializationSchema(RowType rowType, String timestampFormat, String mapNullKeyMode,
                                           String mapNullKeyLiteral, boolean decimalAsPlainNumber, boolean ignoreNullFields) {
        this.rowType = Objects.requireNonNull(rowType, "rowType");
        this.timestampFormat = timestampFormat;
        this.mapNullKeyMode = mapNullKeyMode;
        this.mapNullKeyLiteral = Objects.requireNonNull(mapNullKeyLiteral, "mapNullKeyLiteral");
        this.decimalAsPlainNumber = decimalAsPlainNumber;
        this.ignoreNullFields = ignoreNullFields;
        this.writer = build();
    }

    private RowWriter build() {
        RowWriter.NullKeyMode mode;
        try {
            mode = RowWriter.NullKeyMode.valueOf(mapNullKeyMode.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Unsupported map-null-key.mode '" + mapNullKeyMode
                    + "': expected 'FAIL', 'DROP' or 'LITERAL'", e);
        }
        return RowWriter.of(rowType, new RowWriter.Settings(TimeText.named(timestampFormat), mode, mapNullKeyLiteral,
                decimalAsPlainNumber, ignoreNullFields));
    }

    @Override
    public void open(InitializationContext context) {
        if (writer == null) writer = build();
    }

    @Override
    public byte[] serialize(RowData row) {
        RowWriter w = writer;
        if (w == null) writer = w = build(); // after deserialization on a task manager
        JsonWriter out = WRITER.writer();
        w.writeRow(row, out);
        return out.toByteArray();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof BriskRowDataSerializationSchema)) return false;
        BriskRowDataSerializationSchema s = (BriskRowDataSerializationSchema) o;
        return rowType.equals(s.rowType) && timestampFormat.equals(s.timestampFormat) && mapNullKeyMode.equals(s.mapNullKeyMode)
                && mapNullKeyLiteral.equals(s.mapNullKeyLiteral) && decimalAsPlainNumber == s.decimalAsPlainNumber
                && ignoreNullFields == s.ignoreNullFields;
    }

    @Override
    public int hashCode() {
        return Objects.hash(rowType, timestampFormat, mapNullKeyMode, mapNullKeyLiteral, decimalAsPlainNumber, ignoreNullFields);
    }
}
