package dev.brisk.jsonp;

import dev.brisk.json.JsonWriter;
import jakarta.json.JsonValue;

/** The compact JSON text of a value: what {@code toString} of the object model returns. */
final class ValueText {
    private ValueText() {}

    static String of(JsonValue value) {
        StringBuilder sb = new StringBuilder();
        JsonWriter w = JsonWriter.of(sb);
        ValueWriting.write(value, w);
        w.close();
        return sb.toString();
    }
}
