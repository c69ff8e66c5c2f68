package dev.brisk.flink.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import org.apache.flink.table.data.DecimalData;
import org.apache.flink.table.data.GenericArrayData;
import org.apache.flink.table.data.GenericMapData;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.StringData;
import org.apache.flink.table.types.logical.ArrayType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeFamily;
import org.apache.flink.table.types.logical.MapType;
import org.apache.flink.table.types.logical.MultisetType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeUtils;

/**
 * Reads one JSON value into Flink's internal data structure for one logical type, straight from
 * a {@link JsonReader} (no tree). A tree of these is built once per schema: a ROW's field names
 * are a {@link Names} table matched with {@code selectName} (guessing the next field in schema
 * order), and every type is a {@code kind} that one switch dispatches on, so reading a record
 * makes no virtual call per value.
 *
 * <p>Conversions follow Flink's {@code json} format: numbers may come as strings and strings as
 * numbers, a string field takes any value (a container as its compact JSON text), a DECIMAL that
 * does not fit its precision is null. A value that does not convert is a
 * {@link ConversionException}, which with {@code ignore-parse-errors} makes that value null.
 */
public final class RowReader {
    private static final int BOOLEAN = 0, TINYINT = 1, SMALLINT = 2, INT = 3, BIGINT = 4, FLOAT = 5, DOUBLE = 6,
            STRING = 7, BINARY = 8, DECIMAL = 9, DATE = 10, TIME = 11, TIMESTAMP = 12, TIMESTAMP_LTZ = 13,
            ARRAY = 14, MAP = 15, ROW = 16, NULL = 17;

    private final int kind;
    private final String typeName;
    private final TimeText time;
    private final boolean failOnMissingField;
    private final boolean ignoreParseErrors;
    // DECIMAL
    private final int precision;
    private final int scale;
    // ARRAY: element, and an empty array of its internal class (json's arrays are typed: Integer[],
    // StringData[]), grown by Arrays.copyOf, which keeps the class without reflection
    private final RowReader element;
    private final Object[] emptyElements;
    private final RowReader value;
    // ROW
    private final Names names;
    private final RowReader[] fields;

    private RowReader(int kind, LogicalType type, TimeText time, boolean failOnMissingField, boolean ignoreParseErrors,
                      int precision, int scale, RowReader element, RowReader value, Names names, RowReader[] fields) {
        this.kind = kind;
        this.typeName = type.asSummaryString();
        this.time = time;
        this.failOnMissingField = failOnMissingField;
        this.ignoreParseErrors = ignoreParseErrors;
        this.precision = precision;
        this.scale = scale;
        this.element = element;
        this.emptyElements = type instanceof ArrayType ? (Object[]) java.lang.reflect.Array.newInstance(
                LogicalTypeUtils.toInternalConversionClass(((ArrayType) type).getElementType()), 0) : null;
        this.value = value;
        this.names = names;
        this.fields = fields;
    }

    /**
     * The reader of {@code type}.
     *
     * @throws UnsupportedOperationException for a type that JSON cannot hold (RAW, structured
     *     types, intervals) or a map whose keys are not strings, as Flink's {@code json} does
     */
    public static RowReader of(LogicalType type, TimeText time, boolean failOnMissingField, boolean ignoreParseErrors) {
        switch (type.getTypeRoot()) {
            case BOOLEAN: return scalar(BOOLEAN, type, time, failOnMissingField, ignoreParseErrors);
            case TINYINT: return scalar(TINYINT, type, time, failOnMissingField, ignoreParseErrors);
            case SMALLINT: return scalar(SMALLINT, type, time, failOnMissingField, ignoreParseErrors);
            case INTEGER: return scalar(INT, type, time, failOnMissingField, ignoreParseErrors);
            case BIGINT: return scalar(BIGINT, type, time, failOnMissingField, ignoreParseErrors);
            case FLOAT: return scalar(FLOAT, type, time, failOnMissingField, ignoreParseErrors);
            case DOUBLE: return scalar(DOUBLE, type, time, failOnMissingField, ignoreParseErrors);
            case CHAR: case VARCHAR: return scalar(STRING, type, time, failOnMissingField, ignoreParseErrors);
            case BINARY: case VARBINARY: return scalar(BINARY, type, time, failOnMissingField, ignoreParseErrors);
            case DATE: return scalar(DATE, type, time, failOnMissingField, ignoreParseErrors);
            case TIME_WITHOUT_TIME_ZONE: return scalar(TIME, type, time, failOnMissingField, ignoreParseErrors);
            case TIMESTAMP_WITHOUT_TIME_ZONE: return scalar(TIMESTAMP, type, time, failOnMissingField, ignoreParseErrors);
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE: return scalar(TIMESTAMP_LTZ, type, time, failOnMissingField, ignoreParseErrors);
            case NULL: return scalar(NULL, type, time, failOnMissingField, ignoreParseErrors);
            case DECIMAL: {
                DecimalType d = (DecimalType) type;
                return new RowReader(DECIMAL, type, time, failOnMissingField, ignoreParseErrors, d.getPrecision(), d.getScale(),
                        null, null, null, null);
            }
            case ARRAY:
                return new RowReader(ARRAY, type, time, failOnMissingField, ignoreParseErrors, 0, 0,
                        of(((ArrayType) type).getElementType(), time, failOnMissingField, ignoreParseErrors), null, null, null);
            case MAP: {
                MapType m = (MapType) type;
                return map(type, m.getKeyType(), m.getValueType(), time, failOnMissingField, ignoreParseErrors);
            }
            case MULTISET:
                return map(type, ((MultisetType) type).getElementType(), new org.apache.flink.table.types.logical.IntType(),
                        time, failOnMissingField, ignoreParseErrors);
            case ROW: {
                RowType row = (RowType) type;
                List<RowType.RowField> list = row.getFields();
                RowReader[] readers = new RowReader[list.size()];
                for (int i = 0; i < readers.length; i++) {
                    readers[i] = of(list.get(i).getType(), time, failOnMissingField, ignoreParseErrors);
                }
                return new RowReader(ROW, type, time, failOnMissingField, ignoreParseErrors, 0, 0, null, null,
                        Names.of(row.getFieldNames()), readers);
            }
            default:
                throw new UnsupportedOperationException("The brisk-json format cannot read type " + type.asSummaryString());
        }
    }

    private static RowReader scalar(int kind, LogicalType type, TimeText time, boolean failOnMissing, boolean ignore) {
        return new RowReader(kind, type, time, failOnMissing, ignore, 0, 0, null, null, null, null);
    }

    private static RowReader map(LogicalType type, LogicalType key, LogicalType value, TimeText time, boolean failOnMissing,
                                 boolean ignore) {
        if (!key.is(LogicalTypeFamily.CHARACTER_STRING)) {
            throw new UnsupportedOperationException("JSON object keys are strings: the brisk-json format cannot read "
                    + type.asSummaryString() + " (its key type must be CHAR or VARCHAR)");
        }
        return new RowReader(MAP, type, time, failOnMissing, ignore, 0, 0, null,
                of(value, time, failOnMissing, ignore), null, null);
    }

    /** Reads the next value (which may be {@code null}) into its internal form, or null. */
    public Object read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (!ignoreParseErrors) return readPresent(in);
        try {
            return readPresent(in);
        } catch (ConversionException e) {
            return null; // the value was consumed before the error was raised (see fail)
        }
    }

    private Object readPresent(JsonReader in) {
        switch (kind) {
            case BOOLEAN: return readBoolean(in);
            case TINYINT: return (byte) readInteger(in, Byte.MIN_VALUE, Byte.MAX_VALUE, false);
            case SMALLINT: return (short) readInteger(in, Short.MIN_VALUE, Short.MAX_VALUE, false);
            case INT: return (int) readInteger(in, Integer.MIN_VALUE, Integer.MAX_VALUE, true);
            case BIGINT: return readInteger(in, Long.MIN_VALUE, Long.MAX_VALUE, true);
            case FLOAT: return readFloat(in);
            case DOUBLE: return readDouble(in);
            case STRING: return readString(in);
            case BINARY: return readBinary(in);
            case DECIMAL: return readDecimal(in);
            case DATE: return readDate(in);
            case TIME: return readTime(in);
            case TIMESTAMP: return readTimestamp(in, false);
            case TIMESTAMP_LTZ: return readTimestamp(in, true);
            case ARRAY: return readArray(in);
            case MAP: return readMap(in);
            case ROW: return readRow(in);
            default: in.skipValue(); return null; // NULL
        }
    }

    // ---------------------------------------------------------------- scalars

    private Object readBoolean(JsonReader in) {
        JsonToken t = in.peek();
        if (t == JsonToken.BOOLEAN) return in.nextBoolean();
        // as json: the text of anything else, trimmed, is true only if it says so
        return Boolean.parseBoolean(scalarText(in).trim());
    }

    private long readInteger(JsonReader in, long min, long max, boolean fractionTruncates) {
        JsonToken t = in.peek();
        if (t == JsonToken.NUMBER) {
            if (in.nextIsPlainLong()) {
                long v = in.nextLong();
                if (v < min || v > max) throw fail(in, "Numeric value (" + v + ") out of range of " + typeName, null);
                return v;
            }
            String text = in.nextNumber().toString();
            BigDecimal d = new BigDecimal(text);
            boolean integral = text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0;
            if (!integral && !fractionTruncates) throw fail(in, "Cannot read " + text + " as " + typeName, null);
            BigInteger i = d.toBigInteger(); // json truncates a fraction toward zero for INT and BIGINT
            if (i.bitLength() > 63 || i.longValue() < min || i.longValue() > max) {
                throw fail(in, "Numeric value (" + text + ") out of range of " + typeName, null);
            }
            return i.longValue();
        }
        String text = scalarText(in);
        try {
            return checkRange(in, Long.parseLong(text.trim()), min, max, text);
        } catch (NumberFormatException e) {
            throw fail(in, "Cannot read \"" + text + "\" as " + typeName, e);
        }
    }

    private long checkRange(JsonReader in, long v, long min, long max, String text) {
        if (v < min || v > max) throw fail(in, "Cannot read \"" + text + "\" as " + typeName + ": out of range", null);
        return v;
    }

    private Object readFloat(JsonReader in) {
        if (in.peek() == JsonToken.NUMBER) return in.nextFloat();
        String text = scalarText(in);
        try {
            return Float.parseFloat(text.trim());
        } catch (NumberFormatException e) {
            throw fail(in, "Cannot read \"" + text + "\" as FLOAT", e);
        }
    }

    private Object readDouble(JsonReader in) {
        if (in.peek() == JsonToken.NUMBER) return in.nextDouble();
        String text = scalarText(in);
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw fail(in, "Cannot read \"" + text + "\" as DOUBLE", e);
        }
    }

    private static Object readString(JsonReader in) {
        JsonToken t = in.peek();
        if (t == JsonToken.STRING) return StringData.fromString(in.nextString());
        if (t == JsonToken.BEGIN_OBJECT || t == JsonToken.BEGIN_ARRAY) {
            // a container in a string field is kept as its compact JSON text
            JsonWriter w = JsonWriter.create();
            in.copyTo(w);
            return StringData.fromBytes(w.toByteArray());
        }
        return StringData.fromString(scalarText(in));
    }

    private Object readBinary(JsonReader in) {
        if (in.peek() != JsonToken.STRING) {
            in.skipValue();
            throw fail(in, typeName + " is read from a base64 string", null);
        }
        String text = in.nextString();
        if ((text.length() & 3) != 0) {
            throw fail(in, "Cannot read \"" + text + "\" as base64 for " + typeName + ": its length is not a multiple of 4", null);
        }
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw fail(in, "Cannot read \"" + text + "\" as base64 for " + typeName + ": " + e.getMessage(), e);
        }
    }

    private Object readDecimal(JsonReader in) {
        BigDecimal d;
        if (in.peek() == JsonToken.NUMBER) {
            if (precision > 18) {
                d = in.nextBigDecimal();
            } else {
                byte[] text = in.readRawBytes();
                long unscaled = CompactDecimal.unscaled(text, precision, scale);
                if (unscaled != CompactDecimal.NOT_PLAIN) return DecimalData.fromUnscaledLong(unscaled, precision, scale);
                // an exponent, or too long for a long: the text is a valid number of at most
                // maxNumberLength chars, and toDecimal keeps a huge exponent from expanding
                d = new BigDecimal(new String(text, java.nio.charset.StandardCharsets.ISO_8859_1));
            }
        } else {
            String text = scalarText(in);
            try {
                d = new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                throw fail(in, "Cannot read \"" + text + "\" as " + typeName, e);
            }
        }
        return toDecimal(d);
    }

    /**
     * {@code d} at the column's precision and scale, rounded half up; null when it does not fit,
     * as in json. A value far outside the column is answered without {@code setScale}, which
     * would build a number of as many digits as the exponent says ({@code "1e-999999999"} from a
     * string would take minutes): too large is null, too small to reach the scale is zero.
     */
    private DecimalData toDecimal(BigDecimal d) {
        long integerDigits = (long) d.precision() - d.scale(); // digits before the point (<= 0 below 1)
        if (d.signum() != 0 && integerDigits > precision) return null;
        if (d.signum() == 0 || integerDigits < -(long) scale - 1) return DecimalData.fromBigDecimal(BigDecimal.ZERO, precision, scale);
        return DecimalData.fromBigDecimal(d, precision, scale);
    }

    private Object readDate(JsonReader in) {
        String text = scalarText(in);
        try {
            return TimeText.parseDate(text);
        } catch (DateTimeException e) {
            throw fail(in, "Cannot read \"" + text + "\" as DATE (yyyy-MM-dd)", e);
        }
    }

    private Object readTime(JsonReader in) {
        String text = scalarText(in);
        try {
            return TimeText.parseTime(text);
        } catch (DateTimeException e) {
            throw fail(in, "Cannot read \"" + text + "\" as TIME (HH:mm:ss)", e);
        }
    }

    private Object readTimestamp(JsonReader in, boolean localZone) {
        String text = scalarText(in);
        try {
            return localZone ? time.parseTimestampLtz(text) : time.parseTimestamp(text);
        } catch (DateTimeException e) {
            throw fail(in, "Cannot read \"" + text + "\" as " + typeName + " in the timestamp-format.standard of the table", e);
        }
    }

    /**
     * The text of a scalar (a string's content, a number's or literal's JSON text); a container is
     * skipped and is an error.
     */
    private static String scalarText(JsonReader in) {
        switch (in.peek()) {
            case STRING: return in.nextString();
            case NUMBER: return in.nextNumber().toString();
            case BOOLEAN: return in.nextBoolean() ? "true" : "false";
            default:
                in.skipValue();
                throw fail(in, "Expected a scalar value but found a JSON container", null);
        }
    }

    // ---------------------------------------------------------------- containers

    private Object readArray(JsonReader in) {
        if (in.peek() != JsonToken.BEGIN_ARRAY) {
            in.skipValue();
            throw fail(in, typeName + " is read from a JSON array", null);
        }
        in.beginArray();
        Object[] values = emptyElements;
        int n = 0;
        RowReader e = element;
        while (in.hasNext()) {
            if (n == values.length) values = Arrays.copyOf(values, Math.max(4, n * 2));
            values[n++] = e.read(in);
        }
        in.endArray();
        return new GenericArrayData(n == values.length ? values : Arrays.copyOf(values, n));
    }

    private Object readMap(JsonReader in) {
        if (in.peek() != JsonToken.BEGIN_OBJECT) {
            in.skipValue();
            throw fail(in, typeName + " is read from a JSON object", null);
        }
        in.beginObject();
        HashMap<Object, Object> map = new HashMap<>();
        RowReader v = value;
        while (in.hasNext()) {
            StringData key = StringData.fromString(in.nextName());
            map.put(key, v.read(in));
        }
        in.endObject();
        return new GenericMapData(map);
    }

    /** Reads an object into a row of this ROW type. */
    GenericRowData readRow(JsonReader in) {
        if (in.peek() != JsonToken.BEGIN_OBJECT) {
            in.skipValue();
            throw fail(in, typeName + " is read from a JSON object", null);
        }
        RowReader[] readers = fields;
        int arity = readers.length;
        GenericRowData row = new GenericRowData(arity);
        long seenFew = 0; // fields seen, for fail-on-missing-field (a bit each, or an array past 64)
        boolean[] seenMany = failOnMissingField && arity > 64 ? new boolean[arity] : null;
        in.beginObject();
        int expected = 0;
        while (in.hasNext()) {
            int i = in.selectName(names, expected);
            if (i < 0) {
                in.skipValue();
                continue;
            }
            expected = i + 1;
            row.setField(i, readers[i].read(in));
            if (seenMany != null) seenMany[i] = true;
            else seenFew |= 1L << i;
        }
        in.endObject();
        if (failOnMissingField) checkComplete(in, seenFew, seenMany);
        return row;
    }

    private void checkComplete(JsonReader in, long seenFew, boolean[] seenMany) {
        for (int i = 0; i < fields.length; i++) {
            boolean seen = seenMany != null ? seenMany[i] : (seenFew & (1L << i)) != 0;
            if (!seen) throw fail(in, "Could not find field with name " + names.get(i) + ".", null);
        }
    }

    private static ConversionException fail(JsonReader in, String detail, Throwable cause) {
        JsonException located = in.error(detail);
        return new ConversionException(located, cause);
    }
}
