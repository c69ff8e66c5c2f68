package dev.brisk.jsonp;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonParsingException;
import java.io.IOException;

/**
 * Brisk's errors as the API's: bad input becomes a {@link JsonParsingException} whose message is
 * Brisk's (what, line, column, offset, path) and whose location is where it was found; a failing
 * stream becomes a {@link JsonException} with the I/O error as its cause.
 */
final class Errors {
    private Errors() {}

    static JsonException reading(dev.brisk.json.JsonException e) {
        Throwable cause = e.getCause();
        if (cause instanceof IOException) return new JsonException("I/O error while reading JSON: " + cause.getMessage(), cause);
        return new JsonParsingException(e.getMessage(), e, new Location(e.line(), e.column(), e.offset()));
    }

    static JsonException writing(dev.brisk.json.JsonException e) {
        Throwable cause = e.getCause();
        if (cause instanceof IOException) return new JsonException("I/O error while writing JSON: " + cause.getMessage(), cause);
        return new JsonGenerationException(e.getMessage(), e);
    }

    static JsonException io(String what, IOException e) {
        return new JsonException("I/O error while " + what + ": " + e.getMessage(), e);
    }
}
