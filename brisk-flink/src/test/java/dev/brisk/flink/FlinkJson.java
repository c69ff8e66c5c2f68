package dev.brisk.flink;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.formats.common.TimestampFormat;
import org.apache.flink.formats.json.JsonFormatOptions;
import org.apache.flink.formats.json.JsonParserRowDataDeserializationSchema;
import org.apache.flink.formats.json.JsonRowDataSerializationSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

/** The reference: Flink's own {@code json} format (flink-json), and the same calls on brisk-json. */
final class FlinkJson {
    private FlinkJson() {}

    /** What reading one message gave: the rows (as external {@link Row}s), or that it failed. */
    record Outcome(List<Row> rows, boolean failed, String error) {
        @Override
        public String toString() {
            return failed ? "failure" : rows.toString();
        }

        /** The same outcome, up to the null records json emits (Flink's source drops them). */
        boolean sameAs(Outcome o) {
            return failed == o.failed && withoutNulls(rows).equals(withoutNulls(o.rows));
        }

        private static List<Row> withoutNulls(List<Row> rows) {
            List<Row> list = new ArrayList<>();
            for (Row r : rows) if (r != null) list.add(r);
            return list;
        }
    }

    static DeserializationSchema<RowData> flinkReader(DataType type, boolean failOnMissing, boolean ignoreErrors, String ts) {
        RowType rowType = (RowType) type.getLogicalType();
        var s = new JsonParserRowDataDeserializationSchema(rowType, InternalTypeInfo.of(rowType), failOnMissing, ignoreErrors,
                "SQL".equals(ts) ? TimestampFormat.SQL : TimestampFormat.ISO_8601);
        try {
            s.open(null); // makes its ObjectMapper; the context is not used
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        return s;
    }

    static DeserializationSchema<RowData> briskReader(DataType type, boolean failOnMissing, boolean ignoreErrors, String ts) {
        RowType rowType = (RowType) type.getLogicalType();
        return new BriskRowDataDeserializationSchema(rowType, InternalTypeInfo.of(rowType), failOnMissing, ignoreErrors, ts);
    }

    static JsonRowDataSerializationSchema flinkWriter(DataType type, String ts, String nullKeyMode, String literal,
                                                       boolean plainDecimals, boolean ignoreNulls) {
        JsonRowDataSerializationSchema s = new JsonRowDataSerializationSchema((RowType) type.getLogicalType(),
                "SQL".equals(ts) ? TimestampFormat.SQL : TimestampFormat.ISO_8601,
                JsonFormatOptions.MapNullKeyMode.valueOf(nullKeyMode), literal, plainDecimals, ignoreNulls);
        try {
            s.open(null);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        return s;
    }

    static Outcome read(DeserializationSchema<RowData> schema, DataType type, byte[] message) {
        DataStructureConverter<Object, Object> toRow = DataStructureConverters.getConverter(type);
        toRow.open(FlinkJson.class.getClassLoader());
        List<Row> rows = new ArrayList<>();
        try {
            schema.deserialize(message, new Collector<RowData>() {
                @Override
                public void collect(RowData record) {
                    rows.add(record == null ? null : (Row) toRow.toExternal(record));
                }

                @Override
                public void close() {}
            });
            return new Outcome(rows, false, null);
        } catch (Exception e) {
            return new Outcome(rows, true, e.getMessage());
        }
    }
}
