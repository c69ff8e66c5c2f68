package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import jakarta.json.Json;
import jakarta.json.JsonConfig;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BriskJsonProviderTest {
    @Test
    void serviceLoaderFindsBrisk() {
        // the TCK in this module runs against whatever provider() returns: it must be Brisk
        assertInstanceOf(BriskJsonProvider.class, JsonProvider.provider());
        assertInstanceOf(StreamParser.class, Json.createParser(new StringReader("[]")));
    }

    @Test
    void malformedInputIsAParsingExceptionWithLineColumnAndPath() {
        JsonParser p = Json.createParser(new StringReader("{\"a\": [1,\n  2 x]}"));
        JsonParsingException e = assertThrows(JsonParsingException.class, () -> {
            while (p.hasNext()) p.next();
        });
        assertEquals(2, e.getLocation().getLineNumber());
        assertEquals(5, e.getLocation().getColumnNumber());
        assertTrue(e.getMessage().contains("line 2, column 5"), e.getMessage());
        assertTrue(e.getMessage().contains("$.a[1]") || e.getMessage().contains("$.a[2]"), e.getMessage());
    }

    @Test
    void readerErrorsCarryTheLocationToo() {
        JsonParsingException e = assertThrows(JsonParsingException.class,
                () -> Json.createReader(new StringReader("{\"a\":tru}")).readObject());
        assertEquals(1, e.getLocation().getLineNumber());
        assertEquals(9, e.getLocation().getColumnNumber()); // where "tru" broke off
        assertEquals(8, e.getLocation().getStreamOffset());
    }

    @Test
    void briskLimitsApplyAndCanBeConfigured() {
        String deep = "[".repeat(1001) + "]".repeat(1001);
        JsonParsingException tooDeep = assertThrows(JsonParsingException.class,
                () -> Json.createReader(new StringReader(deep)).readArray());
        assertTrue(tooDeep.getMessage().toLowerCase().contains("depth"), tooDeep.getMessage());

        ReaderOptions shallow = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(2));
        var readers = Json.createReaderFactory(Map.of(BriskJsonProvider.READER_OPTIONS, shallow));
        assertEquals(Map.of(BriskJsonProvider.READER_OPTIONS, shallow), readers.getConfigInUse());
        assertEquals(1, readers.createReader(new StringReader("[[1]]")).readArray().size());
        assertThrows(JsonParsingException.class, () -> readers.createReader(new StringReader("[[[1]]]")).readArray());
    }

    @Test
    void duplicateNamesFollowTheKeyStrategy() {
        String json = "{\"a\":1,\"b\":2,\"a\":3}";
        JsonObject last = Json.createReader(new StringReader(json)).readObject();
        assertEquals("{\"a\":3,\"b\":2}", last.toString());
        JsonObject first = Json.createReaderFactory(Map.of(JsonConfig.KEY_STRATEGY, JsonConfig.KeyStrategy.FIRST))
                .createReader(new StringReader(json)).readObject();
        assertEquals("{\"a\":1,\"b\":2}", first.toString());
        JsonException none = assertThrows(JsonParsingException.class,
                () -> Json.createReaderFactory(Map.of(JsonConfig.KEY_STRATEGY, JsonConfig.KeyStrategy.NONE))
                        .createReader(new StringReader(json)).readObject());
        assertTrue(none.getMessage().contains("a"), none.getMessage());
    }

    @Test
    void numbersKeepTheirScaleThroughWriting() {
        // JSON-P numbers are equal when their BigDecimals are, scale included: 3.7E+30 written as
        // plain digits would read back unequal
        var value = Json.createArrayBuilder().add(new java.math.BigDecimal("3.7E+30")).add(Double.MIN_VALUE).add(2.5).build();
        assertEquals("[3.7E+30,4.9E-324,2.5]", value.toString());
        assertEquals(value, Json.createReader(new StringReader(value.toString())).readArray());
        var out = new java.io.StringWriter();
        try (JsonGenerator g = Json.createGenerator(out)) {
            g.writeStartArray().write(new java.math.BigDecimal("1.50")).write(1e21).writeEnd();
        }
        assertEquals("[1.50,1.0E21]", out.toString());
    }

    @Test
    void prettyPrintingIndentsByFourSpaces() {
        var out = new java.io.StringWriter();
        try (JsonGenerator g = Json.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartObject().write("a", 1).writeEnd();
        }
        assertEquals("{\n    \"a\": 1\n}", out.toString());
    }

    @Test
    void aTopLevelScalarStillAnswersItsGettersAfterHasNext() {
        // hasNext() after the one top-level value checks what follows it; the value's getters
        // must still give the value, not the state of a value skipped unread
        JsonParser n = Json.createParser(new StringReader(" 12345678901234567890.5 "));
        assertEquals(JsonParser.Event.VALUE_NUMBER, n.next());
        assertFalse(n.hasNext());
        assertEquals(new java.math.BigDecimal("12345678901234567890.5"), n.getBigDecimal());
        assertEquals("12345678901234567890.5", n.getString());

        JsonParser i = Json.createParser(new StringReader("-42"));
        i.next();
        assertFalse(i.hasNext());
        assertTrue(i.isIntegralNumber());
        assertEquals(-42L, i.getLong());

        JsonParser s = Json.createParser(new StringReader("\"caf\\u00e9\""));
        assertEquals(JsonParser.Event.VALUE_STRING, s.next());
        assertFalse(s.hasNext());
        assertEquals("caf\u00e9", s.getString());
        assertEquals("caf\u00e9", s.getString());

        JsonParser trailing = Json.createParser(new StringReader("7 x"));
        trailing.next();
        assertThrows(JsonParsingException.class, trailing::hasNext);
    }

    @Test
    void eventsOfNestedArraysAndObjectsWithAValueLeftUnread() {
        // every kind of value in arrays and objects, nested and empty; the string after "u" is
        // not read, so the next event skips it
        JsonParser p = Json.createParser(new StringReader(
                "[1, \"a\", {\"k\": [true, null, {}], \"m\": 2.50, \"u\": \"skip\", \"z\": \"b\"}, [], false]"));
        StringBuilder seen = new StringBuilder();
        String name = null;
        while (p.hasNext()) {
            JsonParser.Event e = p.next();
            seen.append(e.name(), 0, 3);
            if (e == JsonParser.Event.KEY_NAME) seen.append(name = p.getString());
            if (e == JsonParser.Event.VALUE_NUMBER) seen.append(p.getBigDecimal());
            if (e == JsonParser.Event.VALUE_STRING && !"u".equals(name)) seen.append(p.getString());
            seen.append(' ');
        }
        assertEquals("STA VAL1 VALa STA KEYk STA VAL VAL STA END END KEYm VAL2.50 KEYu VAL KEYz VALb END STA END VAL END ",
                seen.toString());
    }
}
