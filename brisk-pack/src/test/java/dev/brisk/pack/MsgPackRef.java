package dev.brisk.pack;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigInteger;
import java.util.Iterator;
import java.util.Map;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/** Bridges to the reference implementation org.msgpack:msgpack-core (test scope only). */
final class MsgPackRef {
    private MsgPackRef() {}

    /** Canonical text of the first value, read by msgpack-core (member order kept). */
    static String canon(byte[] bytes) throws IOException {
        Canon c = new Canon(false);
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(bytes)) {
            feed(u, c);
        }
        return c.result();
    }

    private static void feed(MessageUnpacker u, Canon c) throws IOException {
        ValueType t = u.getNextFormat().getValueType();
        switch (t) {
            case MAP -> {
                int n = u.unpackMapHeader();
                c.beginObject();
                for (int i = 0; i < n; i++) {
                    c.name(u.unpackString());
                    feed(u, c);
                }
                c.endObject();
            }
            case ARRAY -> {
                int n = u.unpackArrayHeader();
                c.beginArray();
                for (int i = 0; i < n; i++) feed(u, c);
                c.endArray();
            }
            case STRING -> c.stringValue(u.unpackString());
            case INTEGER -> c.numberValue(u.unpackBigInteger());
            case FLOAT -> c.numberValue(u.unpackDouble());
            case BOOLEAN -> c.booleanValue(u.unpackBoolean());
            case NIL -> {
                u.unpackNil();
                c.nullValue();
            }
            default -> throw new IllegalStateException("unexpected " + t);
        }
    }

    /** msgpack-core's bytes for the JSON document (numbers by the documented mapping). */
    static byte[] pack(byte[] json) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        add(p, VPackRef.MAPPER.readTree(json));
        p.close();
        return p.toByteArray();
    }

    private static void add(MessageBufferPacker p, JsonNode n) throws IOException {
        if (n.isObject()) {
            p.packMapHeader(n.size());
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                p.packString(e.getKey());
                add(p, e.getValue());
            }
        } else if (n.isArray()) {
            p.packArrayHeader(n.size());
            for (JsonNode x : n) add(p, x);
        } else if (n.isTextual()) {
            p.packString(n.textValue());
        } else if (n.isIntegralNumber()) {
            BigInteger v = n.bigIntegerValue();
            if (v.bitLength() <= 63 || (v.signum() > 0 && v.bitLength() <= 64)) p.packBigInteger(v);
            else p.packDouble(v.doubleValue());
        } else if (n.isNumber()) {
            p.packDouble(Double.parseDouble(n.asText()));
        } else if (n.isBoolean()) {
            p.packBoolean(n.booleanValue());
        } else {
            p.packNil();
        }
    }
}
