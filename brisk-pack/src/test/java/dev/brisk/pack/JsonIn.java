package dev.brisk.pack;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;

/** JSON bytes into a sink through Brisk's own reader (exact number text, byte-slice overloads). */
final class JsonIn {
    private JsonIn() {}

    static void copy(byte[] json, JsonSink sink) {
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(sink);
        }
    }
}
