package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/** {@code brisk get}: JSON Pointer extraction that streams and stops as soon as it can. */
final class GetCommand implements Command {

    @Override
    public String name() {
        return "get";
    }

    @Override
    public String summary() {
        return "print the value a JSON Pointer (RFC 6901) names, streaming";
    }

    @Override
    public String help() {
        return "usage: brisk get [--compact | --indent N] [--raw] POINTER [FILE]\n\n"
                + "Prints the value at POINTER (RFC 6901, e.g. /statuses/0/user/name; '' is the\n"
                + "whole document; ~0 is '~' and ~1 is '/') in FILE ('-' or none: standard input).\n"
                + "Reads as a stream: values before the target are skipped (and validated) without\n"
                + "building anything, and reading stops once the target is written, so the rest\n"
                + "of the input is not checked.\n\n"
                + "options:\n"
                + "  --compact   write the value without whitespace\n"
                + "  --indent N  indent by N spaces (default 2)\n"
                + "  --raw       write a string value as its plain text, not as JSON\n\n"
                + "exit status: 0 found, 1 not found or invalid input, 2 usage error or\n"
                + "unreadable file.\n" + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("compact", "raw");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.with(Set.of("indent"));
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        args.expectOperands(1, 2, "a POINTER and at most one FILE");
        args.exclusive("compact", "indent");
        int indent = args.has("compact") ? 0 : args.getInt("indent", 2, 0, 16);
        List<String> tokens = Pointer.parse(args.operands().get(0));
        String pointer = args.operands().get(0);
        String file = args.operands().size() > 1 ? args.operands().get(1) : "-";
        InputStream in;
        OutputStream out;
        try {
            in = io.open(file);
            out = io.create("-");
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        Progress progress = Progress.start(io, "get " + Io.displayName(file), Io.size(file));
        ReadLimits limits = LimitOptions.parse(args);
        try (JsonReader r = ReaderOptions.defaults().withLimits(limits).reader(progress.wrap(in))) {
            StringBuilder where = new StringBuilder();
            for (String token : tokens) {
                JsonToken t = r.peek();
                if (t == JsonToken.BEGIN_OBJECT) {
                    if (!findMember(r, token)) {
                        return notFound(io, file, r, pointer, "the object at '" + where
                                + "' has no member \"" + token + "\"");
                    }
                } else if (t == JsonToken.BEGIN_ARRAY) {
                    long index = Pointer.arrayIndex(token);
                    if (index < 0) {
                        return notFound(io, file, r, pointer, "'" + Pointer.escape(token)
                                + "' is not an array index (at '" + where + "')");
                    }
                    if (!findElement(r, index)) {
                        return notFound(io, file, r, pointer, "the array at '" + where
                                + "' has no element " + index);
                    }
                } else {
                    return notFound(io, file, r, pointer, "the value at '" + where + "' is a "
                            + t.name().toLowerCase(java.util.Locale.ROOT) + ", not a container");
                }
                where.append('/').append(Pointer.escape(token));
            }
            if (args.has("raw") && r.peek() == JsonToken.STRING) {
                out.write(r.nextString().getBytes(StandardCharsets.UTF_8));
            } else {
                JsonWriter w = LimitOptions.writerFor(limits, WriterOptions.defaults().withIndent(indent)).writer(out);
                r.copyTo(w);
                w.close();
            }
            out.write('\n');
            out.flush();
            return Main.OK;
        } catch (JsonException e) {
            return Failure.report(io, file, e);
        } finally {
            progress.finish();
        }
    }

    /** Moves into the object to the value of member {@code name}; false when it has none. */
    private static boolean findMember(JsonReader r, String name) {
        r.beginObject();
        while (r.hasNext()) {
            if (r.nextName().equals(name)) {
                return true; // the first member of that name, as most JSON Pointer tools do
            }
            r.skipValue();
        }
        return false;
    }

    /** Moves into the array to element {@code index}; false when it is shorter. */
    private static boolean findElement(JsonReader r, long index) {
        r.beginArray();
        for (long i = 0; i < index; i++) {
            if (!r.hasNext()) {
                return false;
            }
            r.skipValue();
        }
        return r.hasNext();
    }

    private static int notFound(Io io, String file, JsonReader r, String pointer, String why) {
        JsonException e = r.error("no value at " + (pointer.isEmpty() ? "''" : pointer) + ": " + why);
        io.report(file, e);
        return Main.INVALID;
    }
}
