package dev.brisk.json;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@code JsonSink.stringValue(names, index)}: a prepared string value (enum constants) is exactly
 * {@code stringValue(names.get(index))}, in output, state and errors, for every option, target and
 * place a value can take; the writer's copy of the prepared bytes is only a shortcut.
 */
class WriterPreparedValueTest {
    /** Plain ASCII of every length around the two-word copy (15 and 16 bytes), and some that an option escapes. */
    private static final Names VALUES = Names.of("LARGE", "", "x", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop",
            "a_much_longer_constant_name_than_two_words", "\u00e9t\u00e9", "a\"b", "<x>", "tab\there", "\uD83D\uDE00");

    private static final List<WriterOptions> OPTIONS = List.of(WriterOptions.defaults(),
            WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true),
            WriterOptions.defaults().withIndent(2), WriterOptions.defaults().withSequence(true));

    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Test
    void aPreparedValueIsItsStringInEveryPlace() {
        JsonWriter w = JsonWriter.create();
        w.beginArray();
        w.stringValue(VALUES, 0);
        w.stringValue(VALUES, 5);
        w.beginObject();
        w.name("k");
        w.stringValue(VALUES, 6);
        w.name("e");
        w.stringValue(VALUES, 1);
        w.endObject();
        w.stringValue(VALUES, 8);
        w.endArray();
        assertEquals("[\"LARGE\",\"abcdefghijklmnop\",{\"k\":\"a_much_longer_constant_name_than_two_words\",\"e\":\"\"},\"a\\\"b\"]",
                utf8(w.toByteArray()));
        JsonWriter top = JsonWriter.create();
        top.stringValue(VALUES, 4);
        assertEquals("\"abcdefghijklmno\"", utf8(top.toByteArray()));
    }

    /** Every value of the set, in arrays and as members, with every option, into memory and into a stream. */
    @Test
    void everyValueWithEveryOptionAsTheStringCallWritesIt() {
        for (WriterOptions o : OPTIONS) {
            for (boolean stream : new boolean[] {false, true}) {
                assertArrayEquals(write(o, stream, false), write(o, stream, true), o + (stream ? " stream" : " memory"));
            }
        }
    }

    private static byte[] write(WriterOptions o, boolean stream, boolean prepared) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonWriter w = stream ? o.writer(bytes) : o.writer();
        w.beginArray();
        for (int i = 0; i < VALUES.size(); i++) value(w, i, prepared);
        w.beginObject();
        for (int i = 0; i < VALUES.size(); i++) {
            w.name("m" + i);
            value(w, i, prepared);
        }
        w.endObject();
        w.endArray();
        if (!stream) return w.toByteArray();
        w.close();
        return bytes.toByteArray();
    }

    private static void value(JsonWriter w, int i, boolean prepared) {
        if (prepared) w.stringValue(VALUES, i); else w.stringValue(VALUES.get(i));
    }

    @Property(tries = 300)
    void arbitraryConstantsAreWrittenAsTheirStrings(@ForAll("constants") List<String> constants, @ForAll("options") WriterOptions o) {
        Names set = Names.of(constants);
        JsonWriter a = o.writer();
        JsonWriter b = o.writer();
        a.beginArray();
        b.beginArray();
        for (int i = 0; i < set.size(); i++) {
            a.stringValue(set, i);
            b.stringValue(set.get(i));
        }
        a.endArray();
        b.endArray();
        assertArrayEquals(b.toByteArray(), a.toByteArray());
    }

    @Provide
    Arbitrary<List<String>> constants() {
        Arbitrary<String> ascii = Arbitraries.strings().ascii().ofMaxLength(40);
        Arbitrary<String> any = Arbitraries.strings().withCharRange('\u0000', '\u07ff').ofMaxLength(20);
        return Arbitraries.oneOf(ascii, ascii, any).list().ofMinSize(1).ofMaxSize(12).uniqueElements();
    }

    @Provide
    Arbitrary<WriterOptions> options() { return Arbitraries.of(OPTIONS); }

    @Test
    void misuseIsRejectedAsTheStringCallRejectsIt() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        JsonException noName = assertThrows(JsonException.class, () -> w.stringValue(VALUES, 0));
        assertEquals("A value inside an object needs a name first", noName.detail());
        w.name("size");
        JsonException outside = assertThrows(JsonException.class, () -> w.stringValue(VALUES, VALUES.size()));
        assertEquals("Name index " + VALUES.size() + " is not in a set of " + VALUES.size() + " names", outside.detail());
        assertEquals("$.size", outside.path());
        w.stringValue(VALUES, 0); // still waiting for its value after the refused calls
        w.endObject();
        assertEquals("{\"size\":\"LARGE\"}", utf8(w.toByteArray()));
        JsonWriter done = JsonWriter.create();
        done.stringValue(VALUES, 0);
        JsonException second = assertThrows(JsonException.class, () -> done.stringValue(VALUES, 0));
        assertEquals("A second top-level value (WriterOptions.withSequence allows several)", second.detail());
    }
}
