package dev.brisk.json;

import java.util.ArrayList;
import java.util.List;

/** Reads a whole input into a flat list of tokens with their values, the common currency of the reader tests. */
final class TokenDump {
    private TokenDump() {}

    static List<String> tokens(JsonReader r) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        do {
            JsonToken t = r.peek();
            switch (t) {
                case BEGIN_OBJECT: r.beginObject(); out.add("{"); depth++; break;
                case END_OBJECT: r.endObject(); out.add("}"); depth--; break;
                case BEGIN_ARRAY: r.beginArray(); out.add("["); depth++; break;
                case END_ARRAY: r.endArray(); out.add("]"); depth--; break;
                case NAME: out.add("name:" + r.nextName()); break;
                case STRING: out.add("string:" + r.nextString()); break;
                case NUMBER: out.add("number:" + r.nextBigDecimal().toString()); break;
                case BOOLEAN: out.add("boolean:" + r.nextBoolean()); break;
                case NULL: r.nextNull(); out.add("null"); break;
                case END_DOCUMENT: out.add("end"); return out;
                default: throw new AssertionError(t);
            }
        } while (true);
    }
}
