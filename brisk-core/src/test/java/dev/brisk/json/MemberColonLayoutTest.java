package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The container walk takes the colon after a member name and a single space on either side of it
 * ({@code "k" : v}, printers' layout) by byte compares, and leaves every other layout to the
 * whitespace loop. Whatever the whitespace around the colon (none, one space, several, line
 * breaks, tabs, a byte that is no whitespace, the end of the input), the minified bytes, the tree
 * and every error (message, line, column) must be what the token-by-token path gives.
 */
class MemberColonLayoutTest {
    private static final String[] AROUND = {"", " ", "  ", "\n", " \n", "\n ", "\t", " \t", "\r\n", " \r\n  ", "        ", "\u0001", " \u0001", " \u00a0"};
    private static final String[] VALUES = {"1", "-2.5", "\"s\"", "\"\u00e9t\u00e9\"", "\"e\\n\"", "true", "null", "{}", "[]", "{\"i\" : [1, 2]}", "x", ""};

    /** A sink that forwards every call to {@code target}: not a writer or tree builder, so the reader goes token by token. */
    private static JsonSink forwarding(JsonSink target) {
        return (JsonSink) Proxy.newProxyInstance(JsonSink.class.getClassLoader(), new Class<?>[] {JsonSink.class},
                (proxy, method, args) -> {
                    try {
                        return method.invoke(target, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static String outcome(Supplier<String> run) {
        try {
            return run.get();
        } catch (JsonException e) {
            return "error: " + e.getMessage() + " at line " + e.line() + " column " + e.column();
        }
    }

    private static String minified(byte[] doc, boolean direct) {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(direct ? w : forwarding(w));
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    private static String tree(byte[] doc, boolean direct) {
        if (direct) return Json.toString(Json.parse(doc));
        TreeBuilder b = TreeBuilder.forReader();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(forwarding(b));
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
        }
        return Json.toString(b.result());
    }

    private static void check(String text) {
        byte[] doc = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(outcome(() -> minified(doc, false)), outcome(() -> minified(doc, true)), "minify " + text);
        assertEquals(outcome(() -> tree(doc, false)), outcome(() -> tree(doc, true)), "tree " + text);
    }

    @Test
    void everyLayoutAroundTheColonReadsAsOnTheTokenPath() {
        for (String before : AROUND) {
            for (String after : AROUND) {
                for (String value : VALUES) {
                    String m = "\"k\"" + before + ":" + after + value;
                    check("{" + m + "}");
                    check("{" + m + ",\n  \"next\"" + before + ":" + after + "{" + m + "}\n}");
                    check("[0, {" + m + "}]");
                    // the end of the input inside the layout
                    check("{\"k\"" + before + ":" + after);
                    check("{\"k\"" + before);
                }
            }
        }
    }

    @Test
    void theLineCountAfterPrettyMembersIsTheTokenPaths() {
        // an error after many " : " members and line breaks: its line and column come from the
        // walk's count of the lines before it
        String doc = "{\n  \"a\" : 1,\n  \"b\" : [\n    {\"c\" : \"d\"}\n  ],\n  \"e\" : tru\n}";
        check(doc);
        assertTrue(outcome(() -> minified(doc.getBytes(StandardCharsets.UTF_8), true)).contains("line 6"),
                outcome(() -> minified(doc.getBytes(StandardCharsets.UTF_8), true)));
    }

    @Test
    void spelledOut() {
        assertEquals("{\"k\":1,\"n\":{\"i\":[1,2]}}", minified("{\"k\" : 1, \"n\" : {\"i\" : [1, 2]}}".getBytes(StandardCharsets.UTF_8), true));
        assertEquals("{\"k\":\"v\"}", Json.toString(Json.parse("{\"k\" :\n \"v\"}")));
    }
}
