package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonReader#nextStringOrNull()} on JSON text is {@code peek() == NULL ? null : nextString()}
 * in one call: the same values, the same state afterwards, the same errors, on any document.
 */
class NextStringOrNullTest {

    /** Every value read by {@code orNull} where it applies (strings and nulls), the rest skipped; then the outcome. */
    private static List<String> read(String json, boolean orNull) {
        List<String> out = new ArrayList<>();
        try (JsonReader r = JsonReader.of(json)) {
            int depth = 0;
            do {
                JsonToken t = r.peek();
                switch (t) {
                    case BEGIN_OBJECT -> { r.beginObject(); depth++; }
                    case END_OBJECT -> { r.endObject(); depth--; }
                    case BEGIN_ARRAY -> { r.beginArray(); depth++; }
                    case END_ARRAY -> { r.endArray(); depth--; }
                    case NAME -> out.add("name " + r.nextName());
                    case STRING, NULL -> out.add(orNull ? r.nextStringOrNull()
                            : t == JsonToken.NULL ? nullOf(r) : r.nextString());
                    default -> r.skipValue();
                }
                out.add(r.path());
            } while (depth > 0);
            out.add(r.peek().toString());
        } catch (JsonException e) {
            out.add(e.getMessage());
        }
        return out;
    }

    private static String nullOf(JsonReader r) {
        r.nextNull();
        return null;
    }

    @Property(tries = 300)
    void readsEveryDocumentAsPeekThenNextStringDoes(@ForAll long seed) {
        String json = JsonTextGenerator.document(new Random(seed));
        assertEquals(read(json, false), read(json, true));
    }

    @Test
    void singleQuotedStringsAndErrorsGoTheWayOfNextString() {
        try (JsonReader r = ReaderOptions.defaults().withSingleQuotes(true).reader("['a', null]")) {
            r.beginArray();
            assertEquals("a", r.nextStringOrNull());
            assertNull(r.nextStringOrNull());
            r.endArray();
        }
        assertEquals(read("[tru]", false), read("[tru]", true));
        JsonReader a = JsonReader.of("[1]"), b = JsonReader.of("[1]");
        a.beginArray();
        b.beginArray();
        assertEquals(org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, a::nextString).getMessage(),
                org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, b::nextStringOrNull).getMessage());
    }
}
