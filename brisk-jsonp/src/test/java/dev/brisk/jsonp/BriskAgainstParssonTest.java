package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.brisk.corpus.CorpusFolder;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParsingException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.eclipse.parsson.JsonProviderImpl;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Brisk and the reference implementation, Eclipse Parsson, given the same input: the same events
 * with the same strings and numbers, equal trees (each provider's tree equal to the other's), and
 * each one's output read back by the other to the same tree. On every corpus document (found by
 * {@link CorpusFolder}; skipped with its message without one) and on generated documents. Runs in its own
 * surefire execution, the only one with Parsson on the class path; both providers are made
 * directly, never through ServiceLoader.
 */
class BriskAgainstParssonTest {
    private static final JsonProvider BRISK = new BriskJsonProvider();
    private static final JsonProvider PARSSON = new JsonProviderImpl();

    /** Every corpus document; without the folder, one null that the test skips with the reason. */
    static Stream<Path> corpusDocuments() {
        List<Path> files = CorpusFolder.find().map(CorpusFolder::documents).orElse(List.of());
        return files.isEmpty() ? Stream.of((Path) null) : files.stream();
    }

    @Test
    void corpusFolderIsThereOrTheCorpusCasesSkip() {
        assumeTrue(CorpusFolder.find().isPresent(), CorpusFolder.missing());
        assertTrue(CorpusFolder.documents(CorpusFolder.find().get()).size() >= 6, "the corpus folder holds the standard documents");
    }

    @ParameterizedTest
    @MethodSource("corpusDocuments")
    void corpusDocumentsGiveTheSameEventsAndTrees(Path file) throws IOException {
        assumeTrue(file != null, CorpusFolder.missing());
        byte[] json = Files.readAllBytes(file);
        Assumptions.assumeTrue(isValidForParsson(json), file + " is not a document Parsson reads");
        sameEvents(json);
        sameTrees(json);
    }

    @Property(tries = 300)
    void generatedDocumentsGiveTheSameEventsAndTrees(@ForAll long seed) {
        // Parsson cannot detect the encoding of a stream shorter than two bytes ("1"): pad it
        byte[] json = (RandomJson.document(seed) + " \n").getBytes(StandardCharsets.UTF_8);
        sameEvents(json);
        sameTrees(json);
    }

    private static boolean isValidForParsson(byte[] json) {
        try (var r = PARSSON.createReader(new ByteArrayInputStream(json))) {
            r.readValue();
            return true;
        } catch (JsonException e) {
            return false;
        }
    }

    /** Every event, name, string and number alike, with values read through each getter. */
    private static void sameEvents(byte[] json) {
        sameEvents(json, new ByteArrayInputStream(json));
    }

    /** As {@link #sameEvents(byte[])}, Brisk reading {@code json} from {@code briskInput}. */
    private static void sameEvents(byte[] json, java.io.InputStream briskInput) {
        try (JsonParser b = BRISK.createParser(briskInput);
             JsonParser p = PARSSON.createParser(new ByteArrayInputStream(json))) {
            int n = 0;
            while (p.hasNext()) {
                assertEquals(true, b.hasNext(), "Brisk ended early at event " + n);
                Event e = p.next();
                assertEquals(e, b.next(), "event " + n);
                if (e == Event.KEY_NAME || e == Event.VALUE_STRING) {
                    assertEquals(p.getString(), b.getString(), "string at event " + n);
                } else if (e == Event.VALUE_NUMBER) {
                    // n % 3 varies which getter goes first: each must be right on its own
                    if (n % 3 == 0) assertEquals(p.isIntegralNumber(), b.isIntegralNumber(), "integral at " + n);
                    if (n % 3 == 1) assertEquals(p.getLong(), b.getLong(), "long at " + n);
                    if (n % 3 == 2) assertEquals(p.getString(), b.getString(), "number text at " + n);
                    assertEquals(p.getBigDecimal(), b.getBigDecimal(), "number at event " + n);
                    assertEquals(p.getInt(), b.getInt(), "int at " + n);
                    assertEquals(p.isIntegralNumber(), b.isIntegralNumber(), "integral at " + n);
                    assertEquals(p.getString(), b.getString(), "number text after the getters at " + n);
                }
                n++;
            }
            assertEquals(false, b.hasNext(), "Brisk has events after Parsson's last");
        }
    }

    private static void sameTrees(byte[] json) {
        JsonValue fromBrisk = BRISK.createReader(new ByteArrayInputStream(json)).readValue();
        JsonValue fromParsson = PARSSON.createReader(new ByteArrayInputStream(json)).readValue();
        assertEquals(fromParsson, fromBrisk);
        assertEquals(fromBrisk, fromParsson);
        assertEquals(fromParsson.hashCode(), fromBrisk.hashCode());

        // each one's output, read by the other, is the same tree again
        assertEquals(fromParsson, PARSSON.createReader(new StringReader(write(BRISK, fromBrisk))).readValue());
        assertEquals(fromBrisk, BRISK.createReader(new StringReader(write(PARSSON, fromParsson))).readValue());
        // and the same through the generators, from the parser's getValue
        try (JsonParser b = BRISK.createParser(new ByteArrayInputStream(json))) {
            b.next();
            JsonValue v = b.getValue();
            assertEquals(fromParsson, v);
            assertEquals(false, b.hasNext());
        }
    }

    /**
     * Tokens the reader's fast paths take whole when they sit in the buffer and leave to the
     * general scan when a refill cuts them: escapes (one-letter, \\u, surrogate pairs), UTF-8 of
     * two, three and four bytes, long names, numbers of 17 to 20 digits, fractions, exponents and
     * the limits of a long, and a number that ends the input.
     */
    private static final String BOUNDARY_TOKENS = "[\"a\\/b\\n\\u00e9\\u540D\\uD83D\\uDE0B\\\"q\",\"caf\u00e9 \u540d\u524d \ud83d\ude0b\","
            + "{\"profile_background_image_url_https\":12345678901234567,\"id\":1234567890123456789,"
            + "\"\u00e9t\u00e9\":-9223372036854775807,\"big\":9223372036854775808,\"huge\":-12345678901234567890},"
            + "0.1234567890123456789,-1.5e-7,2E+30,9223372036854775807,1.0,-0,"
            + "\"" + "x".repeat(40) + "\\t" + "y".repeat(40) + "\"," + "123456789012345678]";

    @Test
    void tokensCutByRefillsAtEveryOffsetGiveTheSameEventsAndTrees() {
        // a stream handing over 1 to 7 bytes a read puts a refill inside every token at some offset;
        // a padding string moves the tokens across the first full buffer's end (32 KB)
        for (int chunk = 1; chunk <= 7; chunk++) {
            byte[] json = BOUNDARY_TOKENS.getBytes(StandardCharsets.UTF_8);
            sameEvents(json, trickling(json, chunk));
        }
        for (int shift = 0; shift < 48; shift++) {
            String padded = "[\"" + "p".repeat(32 * 1024 - 40 + shift) + "\"," + BOUNDARY_TOKENS + "]";
            byte[] json = padded.getBytes(StandardCharsets.UTF_8);
            sameEvents(json);
            sameEvents(json, trickling(json, 4096 + shift));
            sameTrees(json);
        }
        // numbers that end the input, read whole and a byte at a time
        for (String number : new String[] {"1234567890123456789", "-9223372036854775808", "12345678901234567890", "1.5e-7", "10"}) {
            byte[] json = number.getBytes(StandardCharsets.UTF_8);
            sameEvents(json);
            sameEvents(json, trickling(json, 1));
            sameTrees(json);
        }
    }

    /** A stream that hands over at most {@code chunk} bytes per read. */
    private static java.io.InputStream trickling(byte[] bytes, int chunk) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    private static String write(JsonProvider provider, JsonValue value) {
        StringWriter out = new StringWriter();
        try (var w = provider.createWriter(out)) {
            w.write(value);
        }
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[-]",
            "[1e]", "\"\\x\"", "\"a", "[tru]", "nul", "[1] [2]", "{\"a\":1}}", "[\"\u0001\"]", "{1:2}", "['a']",
            "[NaN]", "[Infinity]", "\"\\ud800\"x"})
    void malformedInputIsRefusedByBoth(String json) {
        assertThrows(JsonParsingException.class, () -> readAll(PARSSON, json), "Parsson accepts " + json);
        JsonParsingException e = assertThrows(JsonParsingException.class, () -> readAll(BRISK, json), "Brisk accepts " + json);
        assertInstanceOf(Location.class, e.getLocation());
    }

    private static void readAll(JsonProvider provider, String json) {
        try (JsonParser p = provider.createParser(new StringReader(json))) {
            if (!p.hasNext()) throw new JsonParsingException("no value", null);
            while (p.hasNext()) p.next();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
    void streamsInEveryUnicodeEncodingAreDetected(String encoding) {
        String json = "{\"name\":\"Zo\u00eb \ud83d\ude00\",\"n\":[1,2.5e3]}";
        byte[] bytes = json.getBytes(java.nio.charset.Charset.forName(encoding));
        JsonValue expected = PARSSON.createReader(new ByteArrayInputStream(bytes)).readValue();
        assertEquals(expected, BRISK.createReader(new ByteArrayInputStream(bytes)).readValue());
        JsonNumber n = BRISK.createReader(new ByteArrayInputStream(bytes)).readObject().getJsonArray("n").getJsonNumber(1);
        assertEquals(new java.math.BigDecimal("2.5e3"), n.bigDecimalValue());
    }

    /**
     * Object-model writers onto byte streams reuse pooled writers (buffer, levels, name cache):
     * documents written one after another, a failed one among them, each come out as the writer
     * onto chars (never pooled) writes them, and read back as the tree written.
     */
    @Property(tries = 100)
    void writersOntoStreamsWriteEachDocumentOfARowAlike(@ForAll long seed) {
        for (int k = 0; k < 4; k++) {
            JsonValue tree = PARSSON.createReader(new StringReader(RandomJson.document(seed + k))).readValue();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (var w = BRISK.createWriter(bytes)) {
                w.write(tree);
            }
            String text = bytes.toString(StandardCharsets.UTF_8);
            assertEquals(write(BRISK, tree), text);
            assertEquals(tree, PARSSON.createReader(new StringReader(text)).readValue());
            if (k == 1) {
                // a lone surrogate fails half-way through a document: nothing reaches the stream
                JsonValue bad = BRISK.createArrayBuilder().add(tree).add("\ud800").build();
                ByteArrayOutputStream none = new ByteArrayOutputStream();
                assertThrows(JsonException.class, () -> BRISK.createWriter(none).write(bad));
                assertEquals(0, none.size());
            }
        }
    }

    @Property(tries = 100)
    void generatorsWriteTheSameDocuments(@ForAll long seed) {
        JsonValue tree = PARSSON.createReader(new StringReader(RandomJson.document(seed))).readValue();
        ByteArrayOutputStream brisk = new ByteArrayOutputStream();
        try (var g = BRISK.createGenerator(brisk)) {
            g.write(tree);
        }
        ByteArrayOutputStream parsson = new ByteArrayOutputStream();
        try (var g = PARSSON.createGenerator(parsson)) {
            g.write(tree);
        }
        JsonValue a = PARSSON.createReader(new StringReader(brisk.toString(StandardCharsets.UTF_8))).readValue();
        JsonValue b = PARSSON.createReader(new StringReader(parsson.toString(StandardCharsets.UTF_8))).readValue();
        assertEquals(b, a);
    }
}
