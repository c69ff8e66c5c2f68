package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Brisk and Jackson (and the JDK, for doubles) read generated documents to the same tokens and values. */
class JacksonDifferentialProperties {

    @Provide
    Arbitrary<String> documents() {
        return Arbitraries.randomValue(JsonTextGenerator::document);
    }

    @Property(tries = 400)
    void sameTokensAsJackson(@ForAll("documents") String doc) {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        List<String> expected = JacksonTokens.tokens(bytes);
        assertEquals(expected, TokenDump.tokens(JsonReader.of(bytes)), doc);
        assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withBufferSize(16)
                .reader(SourceEquivalenceTest.chunked(bytes, 1 + doc.length() % 7))), "stream: " + doc);
        assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withBufferSize(16)
                .reader(SourceEquivalenceTest.chunked(doc, 1 + doc.length() % 5))), "chars: " + doc);
    }

    @Property(tries = 300)
    void sameNumbersAsJacksonForEveryNumericType(@ForAll("documents") String doc) throws Exception {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        List<String> brisk = new ArrayList<>();
        try (JsonReader r = JsonReader.of(bytes)) {
            collectNumbers(r, brisk);
        }
        List<String> jackson = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(bytes)) {
            com.fasterxml.jackson.core.JsonToken t;
            while ((t = p.nextToken()) != null) {
                if (t.isNumeric()) {
                    // doubles against the JDK's correctly rounded parser (Jackson reads the integer -0 as 0.0)
                    jackson.add("double:" + Double.parseDouble(p.getText()));
                    if (t == com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
                        jackson.add("long:" + p.getLongValue());
                    }
                }
            }
        }
        assertEquals(jackson, brisk, doc);
    }

    /** Each number read twice: as double, and as long when its text is an integer that fits. */
    private static void collectNumbers(JsonReader r, List<String> out) {
        int depth = 0;
        do {
            switch (r.peek()) {
                case BEGIN_OBJECT: r.beginObject(); depth++; break;
                case BEGIN_ARRAY: r.beginArray(); depth++; break;
                case END_OBJECT: r.endObject(); depth--; break;
                case END_ARRAY: r.endArray(); depth--; break;
                case NAME: r.skipName(); break;
                case NUMBER: {
                    String raw = r.readRaw();
                    JsonReader one = JsonReader.of(raw);
                    out.add("double:" + one.nextDouble());
                    boolean integral = raw.indexOf('.') < 0 && raw.indexOf('e') < 0 && raw.indexOf('E') < 0;
                    if (integral) {
                        try {
                            out.add("long:" + JsonReader.of(raw).nextLong());
                        } catch (JsonException tooBig) {
                            // Jackson reports these as BIG_INTEGER: nothing to compare
                        }
                    }
                    break;
                }
                default: r.skipValue(); break;
            }
        } while (depth > 0);
    }

    @Property(tries = 1000)
    void whateverBriskAcceptsJacksonReadsTheSame(@ForAll("documents") String doc, @ForAll @IntRange(min = 0, max = 10_000) int where,
                                                 @ForAll @IntRange(min = 0, max = 255) int replacement) {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        if (bytes.length == 0) return;
        bytes[where % bytes.length] = (byte) replacement;
        List<String> brisk;
        try {
            brisk = TokenDump.tokens(JsonReader.of(bytes));
        } catch (JsonException rejected) {
            return; // Brisk is allowed to be stricter
        }
        // Brisk accepted the mutant: it must be valid JSON, read the same by Jackson
        assertEquals(JacksonTokens.tokens(bytes), brisk, () -> new String(bytes, StandardCharsets.UTF_8));
    }

    @Property(tries = 200)
    void skipAndReadRawAgreeWithFullReading(@ForAll("documents") String doc) {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        JsonReader r = JsonReader.of(bytes);
        r.skipValue();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        String raw = JsonReader.of(bytes).readRaw();
        assertEquals(doc.strip(), raw.strip());
        assertEquals(TokenDump.tokens(JsonReader.of(bytes)), TokenDump.tokens(JsonReader.of(raw)));
    }
}
