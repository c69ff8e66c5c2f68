package dev.brisk.bench.quick;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/**
 * An order-sensitive hash of the events of a document (container starts and ends, names and
 * strings with their length in chars, numbers, literals). Every library's result is reduced to
 * one and compared with the reference, so a library that skipped or lost values shows up as an
 * error instead of a fast number. Number values are summed (so no parse can be optimized away)
 * but not compared: libraries may differ in the last bit of a double without doing less work.
 */
final class Fingerprint {

    static final int OBJECT = 1;
    static final int END_OBJECT = 2;
    static final int ARRAY = 3;
    static final int END_ARRAY = 4;
    static final int NAME = 5;
    static final int STRING = 6;
    static final int NUMBER = 7;
    static final int TRUE = 8;
    static final int FALSE = 9;
    static final int NULL = 10;

    /** Where number sums go so the JIT must compute them. */
    static volatile double sink;

    private static final JsonFactory REFERENCE = new JsonFactory();

    private long hash = 17;
    private double numbers;

    void event(int kind) {
        hash = hash * 31 + kind;
    }

    void text(int kind, int length) {
        hash = (hash * 31 + kind) * 1_000_003L + length;
    }

    void number(double value) {
        hash = hash * 31 + NUMBER;
        numbers += value;
    }

    void bool(boolean value) {
        event(value ? TRUE : FALSE);
    }

    long result() {
        sink = numbers;
        return hash;
    }

    static long combine(long acc, long next) {
        return acc * 1_000_000_007L + next;
    }

    /** The reference: Jackson's streaming parser over the JSON bytes. */
    static long ofJson(byte[] json) throws IOException {
        Fingerprint f = new Fingerprint();
        try (JsonParser p = REFERENCE.createParser(json)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case START_OBJECT: f.event(OBJECT); break;
                    case END_OBJECT: f.event(END_OBJECT); break;
                    case START_ARRAY: f.event(ARRAY); break;
                    case END_ARRAY: f.event(END_ARRAY); break;
                    case FIELD_NAME: f.text(NAME, p.currentName().length()); break;
                    case VALUE_STRING: f.text(STRING, p.getText().length()); break;
                    case VALUE_NUMBER_INT:
                    case VALUE_NUMBER_FLOAT: f.number(p.getDoubleValue()); break;
                    case VALUE_TRUE: f.event(TRUE); break;
                    case VALUE_FALSE: f.event(FALSE); break;
                    case VALUE_NULL: f.event(NULL); break;
                    default: throw new IOException("unexpected token " + t);
                }
            }
        }
        return f.result();
    }

    /** The events of a MessagePack document, decoded by msgpack-core. */
    static long ofMsgPack(byte[] msgpack) throws IOException {
        Fingerprint f = new Fingerprint();
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(msgpack)) {
            f.msgpackValue(u);
            if (u.hasNext()) {
                throw new IOException("bytes after the MessagePack value");
            }
        }
        return f.result();
    }

    private void msgpackValue(MessageUnpacker u) throws IOException {
        ValueType type = u.getNextFormat().getValueType();
        switch (type) {
            case MAP: {
                int n = u.unpackMapHeader();
                event(OBJECT);
                for (int i = 0; i < n; i++) {
                    text(NAME, u.unpackString().length());
                    msgpackValue(u);
                }
                event(END_OBJECT);
                break;
            }
            case ARRAY: {
                int n = u.unpackArrayHeader();
                event(ARRAY);
                for (int i = 0; i < n; i++) {
                    msgpackValue(u);
                }
                event(END_ARRAY);
                break;
            }
            case STRING: text(STRING, u.unpackString().length()); break;
            case INTEGER: number(u.unpackValue().asNumberValue().toDouble()); break;
            case FLOAT: number(u.unpackDouble()); break;
            case BOOLEAN: bool(u.unpackBoolean()); break;
            case NIL: u.unpackNil(); event(NULL); break;
            default: throw new IOException("unexpected MessagePack type " + type);
        }
    }

    /** The events of a tree of Map, List, String, Number, Boolean and null (fastjson2, DSL-JSON). */
    static long ofJavaTree(Object tree) {
        Fingerprint f = new Fingerprint();
        f.javaValue(tree);
        return f.result();
    }

    private void javaValue(Object v) {
        if (v instanceof Map) {
            event(OBJECT);
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                text(NAME, e.getKey().toString().length());
                javaValue(e.getValue());
            }
            event(END_OBJECT);
        } else if (v instanceof List) {
            event(ARRAY);
            for (Object o : (List<?>) v) {
                javaValue(o);
            }
            event(END_ARRAY);
        } else if (v instanceof String) {
            text(STRING, ((String) v).length());
        } else if (v instanceof Number) {
            number(((Number) v).doubleValue());
        } else if (v instanceof Boolean) {
            bool((Boolean) v);
        } else if (v == null) {
            event(NULL);
        } else {
            throw new IllegalArgumentException("not a JSON tree value: " + v.getClass());
        }
    }
}
