package dev.brisk.jaxrs;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.Response;

/**
 * The 400 answer to a request body Brisk could not read: an RFC 9457 problem document whose
 * {@code detail} is Brisk's message (what, line, column, offset, path), with the location also
 * as members of their own for clients that act on them.
 */
final class BadBody {
    static final String PROBLEM_JSON = "application/problem+json";

    private BadBody() { }

    static BadRequestException response(JsonException e) {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("title");
        w.stringValue("Bad Request");
        w.name("status");
        w.numberValue(400);
        w.name("detail");
        w.stringValue(e.getMessage());
        if (e.line() >= 0) {
            w.name("line");
            w.numberValue(e.line());
            w.name("column");
            w.numberValue(e.column());
        }
        if (e.offset() >= 0) {
            w.name("offset");
            w.numberValue(e.offset());
        }
        if (e.path() != null) {
            w.name("path");
            w.stringValue(e.path());
        }
        w.endObject();
        Response response = Response.status(Response.Status.BAD_REQUEST).type(PROBLEM_JSON).entity(w.toByteArray()).build();
        return new BadRequestException(e.getMessage(), response, e);
    }
}
