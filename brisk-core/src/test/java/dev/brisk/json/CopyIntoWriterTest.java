package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonReader#copyTo} hands text it found without escapes straight to a {@link JsonWriter}
 * whose escaping would leave it unchanged. Whatever the writer's options and whatever the input
 * held, the output must be exactly what the writer makes of the same calls through the plain
 * {@link JsonSink} interface.
 */
class CopyIntoWriterTest {
    static final String[] DOCS = {
        "{\"plain\": \"text\", \"n\": [0, -1.5e-3, 12345678901234567890, 1E+2], \"t\": true, \"z\": null}",
        "{\"esc\\\"aped\": \"a\\\"b\\\\c\\n\\t\\u0001\\u00e9\\u2028\\/\"}",
        "[\"raw \u00e9 \u20ac \uD83D\uDE00 \u2028 \u2029 <b>&amp;</b> 'q'\", \"" + "x".repeat(5000) + "\u00e9\"]",
        "{\"" + "k".repeat(40) + "\": {\"<\": \">\", \"\u00fc\": [\"\u4e2d\u6587\"]}}",
    };
    static final String LENIENT = "{'single': 'say \"hi\"', unquoted: 'it''s', \"d\": \"\\u0022\"}".replace("''", "\\'");

    static JsonSink forwarding(JsonWriter target) {
        return (JsonSink) Proxy.newProxyInstance(JsonSink.class.getClassLoader(), new Class<?>[] {JsonSink.class},
                (proxy, method, args) -> {
                    try {
                        return method.invoke(target, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    static String copy(ReaderOptions ro, String doc, WriterOptions wo, boolean direct) {
        JsonWriter w = wo.writer();
        ro.reader(doc.getBytes(StandardCharsets.UTF_8)).copyTo(direct ? w : forwarding(w));
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void directCopyWritesWhatTheSinkCallsWouldForEveryEscapingOption() {
        WriterOptions[] writers = {
            WriterOptions.defaults(),
            WriterOptions.defaults().withEscapeNonAscii(true),
            WriterOptions.defaults().withHtmlSafe(true),
            WriterOptions.defaults().withPretty(true),
        };
        for (WriterOptions wo : writers) {
            for (String doc : DOCS) {
                assertEquals(copy(ReaderOptions.defaults(), doc, wo, false), copy(ReaderOptions.defaults(), doc, wo, true), doc);
            }
            ReaderOptions lenient = ReaderOptions.defaults().withSingleQuotes(true).withUnquotedNames(true);
            assertEquals(copy(lenient, LENIENT, wo, false), copy(lenient, LENIENT, wo, true));
        }
    }

    @Test
    void plainTextIsCopiedAndEverythingElseIsEscaped() {
        ReaderOptions lenient = ReaderOptions.defaults().withSingleQuotes(true).withUnquotedNames(true);
        assertEquals("{\"single\":\"say \\\"hi\\\"\",\"unquoted\":\"it's\",\"d\":\"\\\"\"}",
                copy(lenient, LENIENT, WriterOptions.defaults(), true));
        assertEquals("[\"\\u00E9<\"]", copy(ReaderOptions.defaults(), "[\"\u00e9<\"]", WriterOptions.defaults().withEscapeNonAscii(true), true));
        assertEquals("[\"\u00e9\\u003C\"]", copy(ReaderOptions.defaults(), "[\"\u00e9<\"]", WriterOptions.defaults().withHtmlSafe(true), true));
    }
}
