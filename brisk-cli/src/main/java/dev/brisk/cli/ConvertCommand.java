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
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
                + "                     [--ndjson [--threads N]] [--indent N] [IN [OUT]]\n\n"
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
                + "  --indent N     pretty JSON output indented by N spaces (default: compact)\n"
                + Threads.HELP.replace("  --threads N  ", "  --threads N    ").replace("\n             ", "\n               ")
                + "\nMemory: JSON and MessagePack stream. JSON to MessagePack reads the input twice\n"
                + "(standard input is first copied to a temporary file): once to count each\n"
                + "container's members, kept in a temporary file, then to write each header\n"
                + "before its members. A VelocyPack value is held whole in memory (its index\n"
                + "tables need every member); when it does not fit, convert says so and stops\n"
                + "(BRISK_JAVA_OPTS=-Xmx8g gives ./brisk more memory). OUT is written under a\n"
                + "temporary name and renamed when complete: a failed run leaves no OUT behind.\n"
                + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("ndjson");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.with(Set.of("from", "to", "indent", Threads.OPTION));
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
        int threads = Threads.parse(args);
        String inName = args.operands().isEmpty() ? "-" : args.operands().get(0);
        String outName = args.operands().size() > 1 ? args.operands().get(1) : "-";
        InputStream in;
        try {
            in = io.open(inName);
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        Result result;
        try {
            result = Result.create(io, outName);
        } catch (Io.InputProblem e) {
            in.close();
            return Failure.unopenable(io, e);
        }
        try {
            int status = convert(io, in, inName, result.out, from, to, ndjson, indent, limits, threads);
            if (status == Main.OK) {
                result.commit();
            }
            return status;
        } finally {
            result.discard(); // no-op once committed
        }
    }

    private static int convert(Io io, InputStream in, String inName, OutputStream out, Format from,
            Format to, boolean ndjson, int indent, ReadLimits limits, int threads) throws IOException {
        ReaderOptions json = ReaderOptions.defaults().withLimits(limits).withSequence(ndjson);
        if (from == Format.JSON && ndjson && threads > 1) {
            ChunkJob job = to == Format.MSGPACK ? NdjsonJobs.toMessagePack(json)
                    : NdjsonJobs.rewrite(json, LimitOptions.writerFor(limits,
                            WriterOptions.defaults().withIndent(indent).withSequence(true)));
            Progress progress = Progress.start(io, "convert " + Io.displayName(inName), Io.size(inName));
            try {
                ParallelNdjson.Summary s = ParallelNdjson.run(inName, in, progress, threads, job, out);
                out.flush();
                return s.error == null ? Main.OK : Failure.report(io, inName, s.error);
            } catch (LineChunks.ReadFailure e) {
                io.err.println(Io.displayName(inName) + ": read error: " + e.getMessage());
                return Main.TROUBLE;
            } finally {
                progress.finish();
            }
        }
        if (from == Format.JSON && to == Format.MSGPACK) {
            return jsonToMessagePack(io, in, inName, out, json, ndjson);
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
        } catch (OutOfMemoryError e) {
            if (to != Format.VPACK && from != Format.VPACK) {
                throw e;
            }
            target.abandon();
            // the builder's buffers are unreachable once the stack has unwound to here
            io.err.println(Io.displayName(inName) + ": the VelocyPack value does not fit in memory ("
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB): VelocyPack is read and"
                    + " written whole; give Java more (BRISK_JAVA_OPTS=-Xmx8g ./brisk ...) or use"
                    + " MessagePack, which streams");
            return Main.TROUBLE;
        } finally {
            progress.finish();
        }
    }

    /**
     * JSON to MessagePack in two passes, so that nothing but the counts is held: the first counts
     * every container's members, the second writes each header with its count and streams the
     * members after it. Standard input is copied to a temporary file to be read twice.
     */
    private static int jsonToMessagePack(Io io, InputStream in, String inName, OutputStream out,
            ReaderOptions json, boolean ndjson) throws IOException {
        Path source;
        Path spilled = null;
        if (inName.equals("-")) {
            spilled = Files.createTempFile("brisk-stdin", ".json");
            try (InputStream stdin = in) {
                Files.copy(stdin, spilled, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                Files.deleteIfExists(spilled);
                io.err.println(Io.STDIN_NAME + ": read error: " + e.getMessage());
                return Main.TROUBLE;
            }
            source = spilled;
        } else {
            in.close();
            source = Path.of(inName);
        }
        Progress progress = Progress.start(io, "convert " + Io.displayName(inName), 2 * Files.size(source));
        try (ContainerCounts counts = count(progress.wrap(Files.newInputStream(source)), json, ndjson);
                JsonReader r = json.reader(progress.wrap(Files.newInputStream(source)))) {
            MsgPackWriter w = MsgPackWriter.to(Io.keepOpen(out));
            JsonSink sink = new CountedContainers(w, counts);
            do {
                r.copyTo(sink);
            } while (ndjson && r.hasNextValue());
            w.flush();
            out.flush();
            return Main.OK;
        } catch (JsonException e) {
            return Failure.report(io, inName, e);
        } finally {
            progress.finish();
            if (spilled != null) {
                Files.deleteIfExists(spilled);
            }
        }
    }

    private static ContainerCounts count(InputStream in, ReaderOptions json, boolean ndjson)
            throws IOException {
        try (JsonReader r = json.reader(in)) {
            if (ndjson && !r.hasNextValue()) {
                ContainerCounts none = ContainerCounts.of(r, true);
                return none; // an empty sequence converts to nothing
            }
            ContainerCounts c = ContainerCounts.of(r, ndjson);
            try {
                if (!ndjson) {
                    Failure.requireEnd(r);
                }
            } catch (JsonException e) {
                c.close();
                throw e;
            }
            return c;
        }
    }

    /**
     * Where the output goes: standard output, or a temporary file beside OUT that becomes OUT
     * only when the conversion succeeded, so a failed run never leaves a partial OUT behind.
     */
    private static final class Result {
        final OutputStream out;
        private final Path temporary;
        private final Path target;
        private boolean done;

        private Result(OutputStream out, Path temporary, Path target) {
            this.out = out;
            this.temporary = temporary;
            this.target = target;
        }

        static Result create(Io io, String operand) throws Io.InputProblem {
            if (operand.equals("-")) {
                return new Result(io.create("-"), null, null);
            }
            Path target = Path.of(operand).toAbsolutePath();
            if (Files.isDirectory(target)) {
                throw new Io.InputProblem(operand + ": is a directory");
            }
            try {
                Path temporary = Files.createTempFile(target.getParent(),
                        "." + target.getFileName() + ".", ".partial");
                return new Result(new java.io.BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16),
                        temporary, target);
            } catch (IOException e) {
                throw new Io.InputProblem(operand + ": cannot write: " + e.getMessage());
            }
        }

        void commit() throws IOException {
            out.close();
            if (temporary != null) {
                try {
                    Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING,
                            StandardCopyOption.ATOMIC_MOVE);
                } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                    Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            done = true;
        }

        void discard() throws IOException {
            if (done) {
                return;
            }
            done = true;
            try {
                out.close();
            } finally {
                if (temporary != null) {
                    Files.deleteIfExists(temporary);
                }
            }
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
