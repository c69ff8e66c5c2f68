package dev.brisk.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Generated trees survive writing in every layout and reading back; a strict reference agrees. */
class TreeRoundTripPropertiesTest {
    private static final ObjectMapper JACKSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    @Provide
    static Arbitrary<JsonValue> trees() {
        return Arbitraries.recursive(TreeRoundTripPropertiesTest::leaves, TreeRoundTripPropertiesTest::containers, 0, 4);
    }

    @Provide
    static Arbitrary<WriterOptions> layouts() {
        WriterOptions d = WriterOptions.defaults();
        return Arbitraries.of(d, d.withPretty(true), d.withIndent(4).withNewline("\r\n"), d.withEscapeNonAscii(true),
                d.withHtmlSafe(true), d.withPretty(true).withEscapeNonAscii(true).withHtmlSafe(true));
    }

    private static Arbitrary<JsonValue> leaves() {
        Arbitrary<String> text = Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(12),
                Arbitraries.strings().all().ofMaxLength(12).map(s -> new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)));
        Arbitrary<String> numberText = Arbitraries.oneOf(
                Arbitraries.longs().map(Object::toString),
                Arbitraries.doubles().map(d -> Double.toString(d)),
                Arbitraries.bigDecimals().map(BigDecimal::toString),
                Arbitraries.of("-0", "0.0", "1e10", "1E-7", "-1.50e+300", "123456789012345678901234567890.123"));
        return Arbitraries.oneOf(
                text.map(JsonString::of),
                numberText.map(JsonNumberValue::of),
                Arbitraries.of(JsonBoolean.TRUE, JsonBoolean.FALSE, JsonNull.INSTANCE));
    }

    private static Arbitrary<JsonValue> containers(Arbitrary<JsonValue> inner) {
        Arbitrary<JsonValue> arrays = inner.list().ofMaxSize(6).map(JsonArray::of);
        Arbitrary<JsonValue> objects = Arbitraries.maps(Arbitraries.strings().ofMaxLength(6), inner).ofMaxSize(12).map(m -> {
            JsonObject.Builder b = JsonObject.builder();
            m.forEach(b::put);
            return b.build();
        });
        return Arbitraries.oneOf(inner, arrays, objects);
    }

    @Property(tries = 200)
    void writtenTreesReadBackEqualInEveryLayout(@ForAll("trees") JsonValue tree, @ForAll("layouts") WriterOptions layout) throws Exception {
        byte[] json = Json.toBytes(tree, layout);
        assertEquals(tree, JacksonEvents.tree(json));
    }

    @Property(tries = 200)
    void briskReadsEveryLayoutBackEqualAndCopiesItToTheSameCompactText(@ForAll("trees") JsonValue tree, @ForAll("layouts") WriterOptions layout) {
        byte[] json = Json.toBytes(tree, layout);
        assertEquals(tree, Json.parse(json));
        JsonWriter compact = JsonWriter.create();
        JsonReader.of(json).copyTo(compact);
        assertEquals(tree.toString(), new String(compact.toByteArray(), StandardCharsets.UTF_8));
    }

    @Property(tries = 100)
    void everyReaderSourceCopiesGeneratedDocumentsToTheSameCompactText(@ForAll("trees") JsonValue tree, @ForAll("layouts") WriterOptions layout) {
        byte[] json = Json.toBytes(tree, layout);
        String text = new String(json, StandardCharsets.UTF_8);
        String expected = tree.toString();
        JsonReader[] sources = {
                JsonReader.of(json), JsonReader.of(new java.io.ByteArrayInputStream(json)), JsonReader.of(java.nio.ByteBuffer.wrap(json)),
                JsonReader.of(text), JsonReader.of(text.toCharArray()), JsonReader.of(new java.io.StringReader(text))};
        for (JsonReader r : sources) {
            JsonWriter w = JsonWriter.create();
            r.copyTo(w);
            assertEquals(expected, new String(w.toByteArray(), StandardCharsets.UTF_8));
        }
    }

    @Property(tries = 200)
    void compactOutputReproducesNumberTextAndStringsExactly(@ForAll("trees") JsonValue tree) throws Exception {
        byte[] json = Json.toBytes(tree);
        JsonWriter again = JsonWriter.create();
        JacksonEvents.copy(json, again);
        assertEquals(new String(json, StandardCharsets.UTF_8), new String(again.toByteArray(), StandardCharsets.UTF_8));
        assertEquals(tree.toString(), new String(json, StandardCharsets.UTF_8));
    }

    @Property(tries = 200)
    void strictJacksonAcceptsEveryOutputAndSeesTheSameValues(@ForAll("trees") JsonValue tree, @ForAll("layouts") WriterOptions layout) throws Exception {
        byte[] json = Json.toBytes(tree, layout);
        JsonNode node = JACKSON.readTree(json);
        assertSameValue(tree, node);
    }

    private static void assertSameValue(JsonValue v, JsonNode n) {
        if (v instanceof JsonObject) {
            JsonObject o = (JsonObject) v;
            assertTrue(n.isObject());
            assertEquals(o.size(), n.size());
            Iterator<Map.Entry<String, JsonNode>> fields = n.fields();
            for (int i = 0; i < o.size(); i++) {
                Map.Entry<String, JsonNode> f = fields.next();
                assertEquals(o.name(i), f.getKey(), "member order");
                assertSameValue(o.value(i), f.getValue());
            }
        } else if (v instanceof JsonArray) {
            JsonArray a = (JsonArray) v;
            assertTrue(n.isArray());
            assertEquals(a.size(), n.size());
            for (int i = 0; i < a.size(); i++) assertSameValue(a.get(i), n.get(i));
        } else if (v instanceof JsonString) {
            assertEquals(((JsonString) v).value(), n.textValue());
        } else if (v instanceof JsonNumberValue) {
            assertTrue(n.isNumber());
            assertEquals(0, ((JsonNumberValue) v).bigDecimalValue().compareTo(n.decimalValue()), v + " vs " + n);
        } else if (v instanceof JsonBoolean) {
            assertEquals(((JsonBoolean) v).value(), n.booleanValue());
        } else {
            assertTrue(n.isNull());
        }
    }
}
