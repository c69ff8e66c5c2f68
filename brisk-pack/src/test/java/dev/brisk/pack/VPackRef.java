package dev.brisk.pack;

import com.arangodb.velocypack.VPackBuilder;
import com.arangodb.velocypack.VPackSlice;
import com.arangodb.velocypack.ValueType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.DeserializationFeature;
import java.io.IOException;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;

/** Bridges to the reference implementation com.arangodb:velocypack (test scope only). */
final class VPackRef {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    private VPackRef() {}

    /** Canonical text of a reference slice, members sorted (its iteration follows index order). */
    static String canon(VPackSlice s) {
        Canon c = new Canon(true);
        feed(s, c);
        return c.result();
    }

    private static void feed(VPackSlice s, Canon c) {
        if (s.isObject()) {
            c.beginObject();
            for (Iterator<Map.Entry<String, VPackSlice>> it = s.objectIterator(); it.hasNext(); ) {
                Map.Entry<String, VPackSlice> e = it.next();
                c.name(e.getKey());
                feed(e.getValue(), c);
            }
            c.endObject();
        } else if (s.isArray()) {
            c.beginArray();
            for (Iterator<VPackSlice> it = s.arrayIterator(); it.hasNext(); ) feed(it.next(), c);
            c.endArray();
        } else if (s.isString()) {
            c.stringValue(s.getAsString());
        } else if (s.isDouble()) {
            c.numberValue(s.getAsDouble());
        } else if (s.isUInt()) {
            c.numberValue(s.getAsBigInteger());
        } else if (s.isInteger()) {
            c.numberValue(s.getAsLong());
        } else if (s.isBoolean()) {
            c.booleanValue(s.getAsBoolean());
        } else if (s.isNull()) {
            c.nullValue();
        } else {
            throw new IllegalStateException("unexpected " + s.getType());
        }
    }

    /** Bytes the reference builder makes for the JSON document (numbers by the same mapping). */
    static byte[] build(byte[] json, boolean unindexed) throws IOException {
        VPackBuilder b = new VPackBuilder();
        add(b, null, MAPPER.readTree(json), unindexed);
        VPackSlice s = b.slice();
        return Arrays.copyOfRange(s.getBuffer(), s.getStart(), s.getStart() + s.getByteSize());
    }

    private static void add(VPackBuilder b, String name, JsonNode n, boolean unindexed) {
        if (n.isObject()) {
            if (name == null) b.add(ValueType.OBJECT, unindexed); else b.add(name, ValueType.OBJECT, unindexed);
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                add(b, e.getKey(), e.getValue(), unindexed);
            }
            b.close();
        } else if (n.isArray()) {
            if (name == null) b.add(ValueType.ARRAY, unindexed); else b.add(name, ValueType.ARRAY, unindexed);
            for (JsonNode x : n) add(b, null, x, unindexed);
            b.close();
        } else if (n.isTextual()) {
            if (name == null) b.add(n.textValue()); else b.add(name, n.textValue());
        } else if (n.isIntegralNumber()) {
            BigInteger v = n.bigIntegerValue();
            if (v.bitLength() <= 63) {
                if (name == null) b.add(v.longValue()); else b.add(name, v.longValue());
            } else if (v.signum() > 0 && v.bitLength() <= 64) {
                if (name == null) b.add(v, ValueType.UINT); else b.add(name, v, ValueType.UINT);
            } else {
                if (name == null) b.add(v.doubleValue()); else b.add(name, v.doubleValue());
            }
        } else if (n.isNumber()) {
            double d = Double.parseDouble(n.asText());
            if (name == null) b.add(d); else b.add(name, d);
        } else if (n.isBoolean()) {
            if (name == null) b.add(n.booleanValue()); else b.add(name, n.booleanValue());
        } else {
            if (name == null) b.add(ValueType.NULL); else b.add(name, ValueType.NULL);
        }
    }

    static VPackSlice slice(byte[] bytes) { return new VPackSlice(bytes); }
}
