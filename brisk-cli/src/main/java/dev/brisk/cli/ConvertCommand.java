package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.MsgPackWriter;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import java.util.Set;

/**
 * {@code brisk convert}: JSON, VelocyPack and MessagePack into one another through the sink
 * interface, with no tree in between.
 */
final class ConvertCommand implements Command {

    private enum Format { JSON, VPACK, MSGPACK }

    @Override
    public String name() {
        return "convert";
    }

    @Override
    public String summary() {
        return "convert between JSON, VelocyPack and MessagePack with no tree in between";
    }

    @Override
    public String help() {
        return "usage: brisk convert --from json|vpack|msgpack --to json|vpack|msgpack\n"
                + "                     [--ndjson] [--indent N] [IN [OUT]]\n\n"
                + "Reads IN ('-' or none: standard input) in one format and writes OUT ('-' or\n"
                + "none: standard output) in another, value by value through Brisk's sink\n"
                + "interface. JSON numbers keep their text when the target can hold it; in\n"
                + "MessagePack, integers within int64/uint64 take the smallest integer form and\n"
                + "other numbers are float64; bin becomes base64 text and timestamps ISO-8601 text\n"
                + "in JSON. Without --ndjson the input holds exactly one value.\n\n"
                + "options:\n"
                + "  --from FORMAT  input format: json, vpack or msgpack (required)\n"
                + "  --to FORMAT    output format: json, vpack or msgpack (required)\n"
                + "  --ndjson       a sequence of values: JSON one per line (or concatenated) on\n"
                + "                 input, one per line on output; MessagePack values back to back.\n"
                + "                 VelocyPack input and output hold one value.\n"
                + "  --indent N     pretty JSON output indented by N spaces (default: compact)\n\n"
                + "Memory: JSON and MessagePack stream; a VelocyPack value is held whole (its\n"
                + "index tables need it), as is a MessagePack container being written.\n"
                + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("ndjson");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.with(Set.of("from", "to", "indent"));
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        args.expectOperands(0, 2, "at most IN and OUT");
        Format from = format(args, "from");
        Format to = format(args, "to");
        boolean ndjson = args.has("ndjson");
        if (ndjson && (from == Format.VPACK || to == Format.VPACK)) {
            throw new UsageException("--ndjson does not apply to VelocyPack, which holds one value"
                    + Args.seeHelp("convert"));
        }
        if (args.has("indent") && to != Format.JSON) {
            throw new UsageException("--indent applies to JSON output only" + Args.seeHelp("convert"));
        }
        int indent = args.getInt("indent", 0, 0, 16);
        ReadLimits limits = LimitOptions.parse(args);
        String inName = args.operands().isEmpty() ? "-" : args.operands().get(0);
        String outName = args.operands().size() > 1 ? args.operands().get(1) : "-";
        InputStream in;
        try {
            in = io.open(inName);
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        OutputStream out;
        try {
            out = io.create(outName);
        } catch (Io.InputProblem e) {
            in.close();
            return Failure.unopenable(io, e);
        }
        Progress progress = Progress.start(io, "convert " + Io.displayName(inName), Io.size(inName));
        Output target = new Output(to, out, indent, ndjson, limits);
        try (InputStream counted = progress.wrap(in)) {
            switch (from) {
                case JSON: fromJson(counted, ndjson, limits, target); break;
                case MSGPACK: fromMsgPack(counted, ndjson, limits, target); break;
                default: fromVelocyPack(counted, limits, target); break;
            }
            target.finish();
            return Main.OK;
        } catch (JsonException e) {
            target.abandon();
            return Failure.report(io, inName, e);
        } finally {
            progress.finish();
            out.close();
        }
    }

    private static Format format(Args args, String option) throws UsageException {
        String v = args.get(option, null);
        if (v == null) {
            throw new UsageException("--" + option + " is required (json, vpack or msgpack)"
                    + Args.seeHelp("convert"));
        }
        switch (v.toLowerCase(Locale.ROOT)) {
            case "json": return Format.JSON;
            case "vpack": case "velocypack": return Format.VPACK;
            case "msgpack": case "messagepack": return Format.MSGPACK;
            default:
                throw new UsageException("--" + option + " must be json, vpack or msgpack, not '"
                        + v + "'");
        }
    }

    private static void fromJson(InputStream in, boolean ndjson, ReadLimits limits, Output target)
            throws IOException {
        try (JsonReader r = ReaderOptions.defaults().withLimits(limits).withSequence(ndjson).reader(in)) {
            do {
                r.copyTo(target.begin());
                target.end();
            } while (ndjson && r.hasNextValue());
            if (!ndjson) {
                Failure.requireEnd(r);
            }
        }
    }

    private static void fromMsgPack(InputStream in, boolean ndjson, ReadLimits limits, Output target)
            throws IOException {
        try (MsgPackReader r = MsgPackReader.of(in, limits)) {
            if (!r.hasNext()) {
                throw new JsonException("Expected a MessagePack value but the input is empty", 0, -1, -1, null);
            }
            do {
                r.copyTo(target.begin());
                target.end();
            } while (ndjson && r.hasNext());
            if (!ndjson && r.hasNext()) {
                throw new JsonException("Bytes after the MessagePack value (use --ndjson for a"
                        + " stream of values)", r.offset(), -1, -1, null);
            }
        }
    }

    private static void fromVelocyPack(InputStream in, ReadLimits limits, Output target) throws IOException {
        byte[] bytes = in.readAllBytes(); // a slice navigates the whole value in place
        if (bytes.length == 0) {
            throw new JsonException("Expected a VelocyPack value but the input is empty", 0, -1, -1, null);
        }
        Slice.of(bytes, 0, bytes.length, limits).copyTo(target.begin());
        target.end();
    }

    /** The sink side: one writer for the whole run, or one builder per value for VelocyPack. */
    private static final class Output {
        private final Format format;
        private final OutputStream out;
        private final JsonWriter json;
        private final MsgPackWriter msgpack;
        private final PackBuilder vpack;
        private final boolean ndjson;
        private int values;

        Output(Format format, OutputStream target, int indent, boolean ndjson, ReadLimits limits) {
            this.format = format;
            this.out = Io.keepOpen(target);
            this.ndjson = ndjson;
            this.json = format == Format.JSON
                    ? LimitOptions.writerFor(limits, WriterOptions.defaults().withIndent(indent)
                            .withSequence(ndjson)).writer(out) : null;
            this.msgpack = format == Format.MSGPACK ? MsgPackWriter.to(out) : null;
            this.vpack = format == Format.VPACK ? new PackBuilder(1 << 16) : null;
        }

        JsonSink begin() {
            switch (format) {
                case JSON: return json;
                case MSGPACK: return msgpack;
                default: return vpack.reset();
            }
        }

        void end() throws IOException {
            values++;
            if (format == Format.VPACK) {
                out.write(vpack.toByteArray());
            }
        }

        void finish() throws IOException {
            if (json != null) {
                json.close();
                if (!ndjson) {
                    out.write('\n');
                }
            } else if (msgpack != null) {
                msgpack.flush();
            }
            out.flush();
        }

        /** After bad input: pass on what is complete, leave the rest. */
        void abandon() {
            try {
                if (json != null) {
                    json.flush();
                }
                out.flush();
            } catch (IOException | RuntimeException e) {
                // the input error is what gets reported
            }
        }
    }
}
