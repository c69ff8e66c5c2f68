package dev.brisk.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;

import java.io.IOException;

/** Test helper: Jackson's strict parser as an independent source of sink events (number text kept). */
final class JacksonEvents {
    private static final JsonFactory STRICT = JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private JacksonEvents() {}

    /** Feeds every value of {@code json} to {@code sink}; Jackson rejects anything that is not strict JSON. */
    static void copy(byte[] json, JsonSink sink) throws IOException {
        try (JsonParser p = STRICT.createParser(json)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case START_OBJECT: sink.beginObject(); break;
                    case END_OBJECT: sink.endObject(); break;
                    case START_ARRAY: sink.beginArray(); break;
                    case END_ARRAY: sink.endArray(); break;
                    case FIELD_NAME: sink.name(p.currentName()); break;
                    case VALUE_STRING: sink.stringValue(p.getText()); break;
                    case VALUE_NUMBER_INT:
                    case VALUE_NUMBER_FLOAT: sink.numberText(p.getText()); break;
                    case VALUE_TRUE: sink.booleanValue(true); break;
                    case VALUE_FALSE: sink.booleanValue(false); break;
                    case VALUE_NULL: sink.nullValue(); break;
                    default: throw new IllegalStateException("unexpected " + t);
                }
            }
        }
    }

    static JsonValue tree(byte[] json) throws IOException {
        TreeBuilder b = new TreeBuilder();
        copy(json, b);
        return b.result();
    }
}
