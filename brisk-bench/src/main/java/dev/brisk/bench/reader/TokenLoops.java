package dev.brisk.bench.reader;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.brisk.json.JsonReader;
import java.io.IOException;

/**
 * The token iteration both readers run: every name and string becomes a String, every number a
 * double, every boolean a boolean. Each returns a checksum over all of them, so that nothing can
 * be skipped and setup can check that both readers saw the same document.
 */
final class TokenLoops {
    private TokenLoops() {}

    static long brisk(JsonReader r) {
        long sum = 0;
        while (true) {
            switch (r.peek()) {
                case BEGIN_OBJECT: r.beginObject(); break;
                case END_OBJECT: r.endObject(); break;
                case BEGIN_ARRAY: r.beginArray(); break;
                case END_ARRAY: r.endArray(); break;
                case NAME: sum += r.nextName().length(); break;
                case STRING: sum += r.nextString().length(); break;
                case NUMBER: sum += (long) r.nextDouble(); break;
                case BOOLEAN: sum += r.nextBoolean() ? 1 : 0; break;
                case NULL: r.nextNull(); sum += 7; break;
                default: return sum; // END_DOCUMENT
            }
        }
    }

    static long jackson(JsonParser p) throws IOException {
        long sum = 0;
        for (JsonToken t; (t = p.nextToken()) != null; ) {
            switch (t) {
                case FIELD_NAME: sum += p.currentName().length(); break;
                case VALUE_STRING: sum += p.getText().length(); break;
                case VALUE_NUMBER_INT:
                case VALUE_NUMBER_FLOAT: sum += (long) p.getDoubleValue(); break;
                case VALUE_TRUE: sum += 1; break;
                case VALUE_FALSE: break;
                case VALUE_NULL: sum += 7; break;
                default: break;
            }
        }
        return sum;
    }
}
