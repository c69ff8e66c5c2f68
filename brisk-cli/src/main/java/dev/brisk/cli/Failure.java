package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import java.io.IOException;

/** Sorts a failure while reading one input into the exit status it deserves. */
final class Failure {

    private Failure() {
    }

    /**
     * Reports {@code e} for {@code operand} on stderr and returns the exit status: a failed read
     * of the file itself is {@link Main#TROUBLE}; bad content is {@link Main#INVALID}. A failed
     * write of the output is rethrown as the IOException it wraps (the caller's output is gone).
     */
    static int report(Io io, String operand, JsonException e) throws IOException {
        Throwable cause = e.getCause();
        if (cause instanceof IOException) {
            String m = e.getMessage() == null ? "" : e.getMessage();
            if (m.startsWith("Could not write") || m.startsWith("Could not flush")
                    || m.startsWith("Could not close")) {
                throw (IOException) cause;
            }
            io.err.println(Io.displayName(operand) + ": read error: " + cause.getMessage());
            return Main.TROUBLE;
        }
        io.report(operand, e);
        return Main.INVALID;
    }

    /** Reports an input or output that could not be opened and returns {@link Main#TROUBLE}. */
    static int unopenable(Io io, Io.InputProblem e) {
        io.err.println(e.getMessage());
        return Main.TROUBLE;
    }

    /** Throws the reader's error when anything but whitespace follows the top-level value. */
    static void requireEnd(JsonReader r) {
        if (r.peek() != JsonToken.END_DOCUMENT) {
            throw r.error("Trailing content after the top-level value");
        }
    }

    /** The worse of two exit statuses: trouble over invalid over success. */
    static int worst(int a, int b) {
        return Math.max(a, b);
    }
}
