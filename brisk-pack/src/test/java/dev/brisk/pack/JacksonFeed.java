package dev.brisk.pack;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.brisk.json.JsonSink;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Test-only stand-in for JsonReader.copyTo until it is on main: feeds a sink from Jackson. */
final class JacksonFeed {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JacksonFeed() {}

    static void copy(byte[] json, JsonSink sink) {
        try (JsonParser p = FACTORY.createParser(json)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case START_OBJECT -> sink.beginObject();
                    case END_OBJECT -> sink.endObject();
                    case START_ARRAY -> sink.beginArray();
                    case END_ARRAY -> sink.endArray();
                    case FIELD_NAME -> sink.name(p.currentName());
                    case VALUE_STRING -> sink.stringValue(p.getText());
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> sink.numberText(p.getText());
                    case VALUE_TRUE -> sink.booleanValue(true);
                    case VALUE_FALSE -> sink.booleanValue(false);
                    case VALUE_NULL -> sink.nullValue();
                    default -> throw new IllegalStateException("unexpected " + t);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
