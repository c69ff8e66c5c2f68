package dev.brisk.spring.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;

/**
 * The 400 response for a request body Brisk refused: an RFC 9457 problem object whose
 * {@code detail} is the reader's message (what was wrong, line, column, offset, JSON path), with
 * the parts also as members of their own so that clients need not parse the message:
 *
 * <pre>
 * {"type":"about:blank","title":"Bad Request","status":400,
 *  "detail":"Expected ',' or '}' but found 'x' at line 3, column 14 (offset 52), path $.a[2]",
 *  "instance":"/orders","line":3,"column":14,"offset":52,"jsonPath":"$.a[2]"}
 * </pre>
 */
public final class BadJsonProblem {
    /** The media type of the body. */
    public static final String CONTENT_TYPE = "application/problem+json";

    private BadJsonProblem() {}

    /** The {@link JsonException} that {@code failure} was caused by, or {@code null}. */
    public static JsonException cause(Throwable failure) {
        int hops = 0;
        for (Throwable t = failure; t != null && hops < 32; t = t.getCause(), hops++) {
            if (t instanceof JsonException json) return json;
        }
        return null;
    }

    /** The problem body for {@code error} on a request to {@code requestPath}. */
    public static byte[] body(JsonException error, String requestPath) {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("type");
        w.stringValue("about:blank");
        w.name("title");
        w.stringValue("Bad Request");
        w.name("status");
        w.numberValue(400);
        w.name("detail");
        w.stringValue(error.getMessage());
        if (requestPath != null) {
            w.name("instance");
            w.stringValue(requestPath);
        }
        if (error.line() >= 0) {
            w.name("line");
            w.numberValue(error.line());
            w.name("column");
            w.numberValue(error.column());
        }
        if (error.offset() >= 0) {
            w.name("offset");
            w.numberValue(error.offset());
        }
        if (error.path() != null) {
            w.name("jsonPath");
            w.stringValue(error.path());
        }
        w.endObject();
        return w.toByteArray();
    }
}
