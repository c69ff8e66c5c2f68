package dev.brisk.jsonp;

import dev.brisk.json.JsonSink;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.util.Map;

/**
 * Writes object-model values (Brisk's own and any other provider's) into a Brisk sink. The
 * recursion is bounded: the writer refuses to nest deeper than its depth limit.
 */
final class ValueWriting {
    private ValueWriting() {}

    static void write(JsonValue value, JsonSink out) {
        // Brisk's own values by their (final) classes first: one class check each, where the
        // API's getValueType() is an interface call that sees every kind of value
        if (value instanceof StringValue) {
            out.stringValue(((StringValue) value).getString());
        } else if (value instanceof ObjectValue) {
            ObjectValue o = (ObjectValue) value;
            int n = o.memberCount();
            out.beginObject(n);
            for (int i = 0; i < n; i++) {
                out.name(o.nameAt(i));
                write(o.valueAt(i), out);
            }
            out.endObject();
        } else if (value instanceof ArrayValue) {
            ArrayValue a = (ArrayValue) value;
            int n = a.size();
            out.beginArray(n);
            for (int i = 0; i < n; i++) write(a.at(i), out);
            out.endArray();
        } else if (value instanceof LongNumber) {
            out.numberValue(((LongNumber) value).value());
        } else if (value instanceof DecimalNumber) {
            ((DecimalNumber) value).writeTo(out);
        } else {
            other(value, out);
        }
    }

    /** Values of the API's constants and of other providers. */
    private static void other(JsonValue value, JsonSink out) {
        switch (value.getValueType()) {
            case OBJECT:
                JsonObject o = (JsonObject) value;
                out.beginObject(o.size());
                for (Map.Entry<String, JsonValue> e : o.entrySet()) {
                    out.name(e.getKey());
                    write(e.getValue(), out);
                }
                out.endObject();
                return;
            case ARRAY:
                JsonArray a = (JsonArray) value;
                int n = a.size();
                out.beginArray(n);
                for (int i = 0; i < n; i++) write(a.get(i), out);
                out.endArray();
                return;
            case STRING:
                out.stringValue(((JsonString) value).getString());
                return;
            case NUMBER:
                number((JsonNumber) value, out);
                return;
            case TRUE:
                out.booleanValue(true);
                return;
            case FALSE:
                out.booleanValue(false);
                return;
            default:
                out.nullValue();
        }
    }

    static void number(JsonNumber n, JsonSink out) {
        if (n instanceof LongNumber) out.numberValue(((LongNumber) n).value());
        else if (n instanceof DecimalNumber) ((DecimalNumber) n).writeTo(out);
        else decimal(n.bigDecimalValue(), out);
    }

    /**
     * A BigDecimal as its {@code toString()}: JSON text (possibly with an exponent) that reads
     * back to the same unscaled value and scale, which the API's number equality compares.
     * (Brisk's {@code numberValue(BigDecimal)} writes the plain digits, which lose the scale of
     * {@code 3.7E+30}.)
     */
    static void decimal(BigDecimal value, JsonSink out) {
        out.numberText(value.toString());
    }
}
