package dev.brisk.flink.internal;

import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;
import java.util.Base64;
import java.util.List;
import org.apache.flink.table.data.ArrayData;
import org.apache.flink.table.data.MapData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.logical.ArrayType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeFamily;
import org.apache.flink.table.types.logical.MapType;
import org.apache.flink.table.types.logical.MultisetType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeChecks;

/**
 * Writes Flink's internal data of one logical type as JSON into a {@link JsonWriter}, as Flink's
 * {@code json} format writes it: numbers as numbers (DECIMAL optionally in plain notation),
 * binary as base64, times in the table's {@code timestamp-format.standard}, MAP and MULTISET as
 * objects (a null key failing, dropped or written as a literal), null fields as {@code null} or
 * left out. Built once per schema, field names prepared as a {@link Names} table; values are read
 * from rows and arrays by position through one switch on the type's kind.
 */
public final class RowWriter {
    private static final int BOOLEAN = 0, TINYINT = 1, SMALLINT = 2, INT = 3, BIGINT = 4, FLOAT = 5, DOUBLE = 6,
            STRING = 7, BINARY = 8, DECIMAL = 9, DATE = 10, TIME = 11, TIMESTAMP = 12, TIMESTAMP_LTZ = 13,
            ARRAY = 14, MAP = 15, MULTISET = 16, ROW = 17, NULL = 18;

    /** What a MAP or MULTISET with a null key becomes, as {@code map-null-key.mode} says. */
    public enum NullKeyMode { FAIL, DROP, LITERAL }

    /** The options of writing that apply at every level. */
    public static final class Settings {
        final TimeText time;
        final NullKeyMode nullKeyMode;
        final String nullKeyLiteral;
        final boolean decimalAsPlainNumber;
        final boolean ignoreNullFields;

        /** The settings named by the format's options. */
        public Settings(TimeText time, NullKeyMode nullKeyMode, String nullKeyLiteral, boolean decimalAsPlainNumber,
                        boolean ignoreNullFields) {
            this.time = time;
            this.nullKeyMode = nullKeyMode;
            this.nullKeyLiteral = nullKeyLiteral;
            this.decimalAsPlainNumber = decimalAsPlainNumber;
            this.ignoreNullFields = ignoreNullFields;
        }
    }

    private final int kind;
    private final Settings settings;
    private final int precision;
    private final int scale;
    private final RowWriter element; // ARRAY element, MAP and MULTISET key
    private final RowWriter value;   // MAP value
    private final Names names;       // ROW
    private final RowWriter[] fields;

    private RowWriter(int kind, Settings settings, int precision, int scale, RowWriter element, RowWriter value,
                      Names names, RowWriter[] fields) {
        this.kind = kind;
        this.settings = settings;
        this.precision = precision;
        this.scale = scale;
        this.element = element;
        this.value = value;
        this.names = names;
        this.fields = fields;
    }

    /**
     * The writer of {@code type}.
     *
     * @throws UnsupportedOperationException for a type JSON cannot hold, or a map whose keys are
     *     not strings
     */
    public static RowWriter of(LogicalType type, Settings s) {
        switch (type.getTypeRoot()) {
            case BOOLEAN: return simple(BOOLEAN, s);
            case TINYINT: return simple(TINYINT, s);
            case SMALLINT: return simple(SMALLINT, s);
            case INTEGER: return simple(INT, s);
            case BIGINT: return simple(BIGINT, s);
            case FLOAT: return simple(FLOAT, s);
            case DOUBLE: return simple(DOUBLE, s);
            case CHAR: case VARCHAR: return simple(STRING, s);
            case BINARY: case VARBINARY: return simple(BINARY, s);
            case DATE: return simple(DATE, s);
            case TIME_WITHOUT_TIME_ZONE: return simple(TIME, s);
            case TIMESTAMP_WITHOUT_TIME_ZONE:
                // the precision tells a binary row how the value is stored
                return new RowWriter(TIMESTAMP, s, LogicalTypeChecks.getPrecision(type), 0, null, null, null, null);
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE:
                return new RowWriter(TIMESTAMP_LTZ, s, LogicalTypeChecks.getPrecision(type), 0, null, null, null, null);
            case NULL: return simple(NULL, s);
            case DECIMAL: {
                DecimalType d = (DecimalType) type;
                return new RowWriter(DECIMAL, s, d.getPrecision(), d.getScale(), null, null, null, null);
            }
            case ARRAY:
                return new RowWriter(ARRAY, s, 0, 0, of(((ArrayType) type).getElementType(), s), null, null, null);
            case MAP: {
                MapType m = (MapType) type;
                requireStringKeys(type, m.getKeyType());
                return new RowWriter(MAP, s, 0, 0, of(m.getKeyType(), s), of(m.getValueType(), s), null, null);
            }
            case MULTISET: {
                LogicalType e = ((MultisetType) type).getElementType();
                requireStringKeys(type, e);
                return new RowWriter(MULTISET, s, 0, 0, of(e, s), null, null, null);
            }
            case ROW: {
                RowType row = (RowType) type;
                List<RowType.RowField> list = row.getFields();
                RowWriter[] writers = new RowWriter[list.size()];
                for (int i = 0; i < writers.length; i++) writers[i] = of(list.get(i).getType(), s);
                return new RowWriter(ROW, s, 0, 0, null, null, Names.of(row.getFieldNames()), writers);
            }
            default:
                throw new UnsupportedOperationException("The brisk-json format cannot write type " + type.asSummaryString());
        }
    }

    private static RowWriter simple(int kind, Settings s) {
        return new RowWriter(kind, s, 0, 0, null, null, null, null);
    }

    private static void requireStringKeys(LogicalType type, LogicalType key) {
        if (!key.is(LogicalTypeFamily.CHARACTER_STRING)) {
            throw new UnsupportedOperationException("JSON object keys are strings: the brisk-json format cannot write "
                    + type.asSummaryString() + " (its key type must be CHAR or VARCHAR)");
        }
    }

    /** Writes {@code row} as an object; this must be the writer of a ROW type. */
    public void writeRow(RowData row, JsonWriter w) {
        RowWriter[] writers = fields;
        Names n = names;
        boolean skipNulls = settings.ignoreNullFields;
        w.beginObject();
        for (int i = 0; i < writers.length; i++) {
            if (row.isNullAt(i)) {
                if (skipNulls) continue;
                w.name(n, i);
                w.nullValue();
                continue;
            }
            w.name(n, i);
            writers[i].writeField(row, i, w);
        }
        w.endObject();
    }

    private void writeField(RowData r, int i, JsonWriter w) {
        switch (kind) {
            case BOOLEAN: w.booleanValue(r.getBoolean(i)); break;
            case TINYINT: w.numberValue(r.getByte(i)); break;
            case SMALLINT: w.numberValue(r.getShort(i)); break;
            case INT: w.numberValue(r.getInt(i)); break;
            case BIGINT: w.numberValue(r.getLong(i)); break;
            case FLOAT: writeFloat(r.getFloat(i), w); break;
            case DOUBLE: writeDouble(r.getDouble(i), w); break;
            case STRING: w.stringValue(r.getString(i).toString()); break;
            case BINARY: w.stringValue(Base64.getEncoder().encodeToString(r.getBinary(i))); break;
            case DECIMAL: writeDecimal(r.getDecimal(i, precision, scale).toBigDecimal(), w); break;
            case DATE: w.stringValue(TimeText.formatDate(r.getInt(i))); break;
            case TIME: w.stringValue(TimeText.formatTime(r.getInt(i))); break;
            case TIMESTAMP: w.stringValue(settings.time.formatTimestamp(r.getTimestamp(i, precision))); break;
            case TIMESTAMP_LTZ: w.stringValue(settings.time.formatTimestampLtz(r.getTimestamp(i, precision))); break;
            case ARRAY: writeArray(r.getArray(i), w); break;
            case MAP: writeMap(r.getMap(i), w); break;
            case MULTISET: writeMultiset(r.getMap(i), w); break;
            case ROW: writeRow(r.getRow(i, fields.length), w); break;
            default: w.nullValue(); // NULL
        }
    }

    private void writeElement(ArrayData a, int i, JsonWriter w) {
        if (a.isNullAt(i)) {
            w.nullValue();
            return;
        }
        switch (kind) {
            case BOOLEAN: w.booleanValue(a.getBoolean(i)); break;
            case TINYINT: w.numberValue(a.getByte(i)); break;
            case SMALLINT: w.numberValue(a.getShort(i)); break;
            case INT: w.numberValue(a.getInt(i)); break;
            case BIGINT: w.numberValue(a.getLong(i)); break;
            case FLOAT: writeFloat(a.getFloat(i), w); break;
            case DOUBLE: writeDouble(a.getDouble(i), w); break;
            case STRING: w.stringValue(a.getString(i).toString()); break;
            case BINARY: w.stringValue(Base64.getEncoder().encodeToString(a.getBinary(i))); break;
            case DECIMAL: writeDecimal(a.getDecimal(i, precision, scale).toBigDecimal(), w); break;
            case DATE: w.stringValue(TimeText.formatDate(a.getInt(i))); break;
            case TIME: w.stringValue(TimeText.formatTime(a.getInt(i))); break;
            case TIMESTAMP: w.stringValue(settings.time.formatTimestamp(a.getTimestamp(i, precision))); break;
            case TIMESTAMP_LTZ: w.stringValue(settings.time.formatTimestampLtz(a.getTimestamp(i, precision))); break;
            case ARRAY: writeArray(a.getArray(i), w); break;
            case MAP: writeMap(a.getMap(i), w); break;
            case MULTISET: writeMultiset(a.getMap(i), w); break;
            case ROW: writeRow(a.getRow(i, fields.length), w); break;
            default: w.nullValue(); // NULL
        }
    }

    // JSON has no NaN or infinities: json (Jackson) writes them as the strings "NaN", "Infinity", "-Infinity",
    // which it reads back into a FLOAT or DOUBLE field, and so does brisk-json
    private static void writeFloat(float v, JsonWriter w) {
        if (Float.isFinite(v)) w.numberValue(v);
        else w.stringValue(Float.toString(v));
    }

    private static void writeDouble(double v, JsonWriter w) {
        if (Double.isFinite(v)) w.numberValue(v);
        else w.stringValue(Double.toString(v));
    }

    /**
     * As json: in plain notation at the type's scale (1.500), or else with trailing zeros dropped
     * in Java's notation (1.5, 1E+2, 0).
     */
    private void writeDecimal(java.math.BigDecimal d, JsonWriter w) {
        if (settings.decimalAsPlainNumber) {
            w.numberText(d.toPlainString());
        } else {
            w.numberText(d.signum() == 0 ? "0" : d.stripTrailingZeros().toString());
        }
    }

    private void writeArray(ArrayData a, JsonWriter w) {
        RowWriter e = element;
        w.beginArray();
        for (int i = 0, n = a.size(); i < n; i++) e.writeElement(a, i, w);
        w.endArray();
    }

    private void writeMap(MapData m, JsonWriter w) {
        ArrayData keys = m.keyArray();
        ArrayData values = m.valueArray();
        RowWriter v = value;
        w.beginObject();
        for (int i = 0, n = m.size(); i < n; i++) {
            if (!writeKey(keys, i, w)) continue;
            v.writeElement(values, i, w);
        }
        w.endObject();
    }

    private void writeMultiset(MapData m, JsonWriter w) {
        ArrayData keys = m.keyArray();
        ArrayData counts = m.valueArray();
        w.beginObject();
        for (int i = 0, n = m.size(); i < n; i++) {
            if (!writeKey(keys, i, w)) continue;
            if (counts.isNullAt(i)) w.nullValue();
            else w.numberValue(counts.getInt(i));
        }
        w.endObject();
    }

    /** Writes the name for key {@code i}; false when its entry is dropped (a null key in DROP mode). */
    private boolean writeKey(ArrayData keys, int i, JsonWriter w) {
        if (!keys.isNullAt(i)) {
            w.name(keys.getString(i).toString());
            return true;
        }
        switch (settings.nullKeyMode) {
            case DROP: return false;
            case LITERAL: w.name(settings.nullKeyLiteral); return true;
            default:
                throw new IllegalArgumentException("A map has a null key, which JSON cannot hold: set 'map-null-key.mode' to"
                        + " 'DROP' to leave such entries out or to 'LITERAL' to write 'map-null-key.literal' as the key");
        }
    }
}
