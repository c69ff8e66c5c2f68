package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Set;

/** {@code brisk fmt}: pretty-print or minify, streaming, numbers and strings kept exactly. */
final class FmtCommand implements Command {

    @Override
    public String name() {
        return "fmt";
    }

    @Override
    public String summary() {
        return "pretty-print or minify JSON, keeping number text and string content exactly";
    }

    @Override
    public String help() {
        return "usage: brisk fmt [--compact | --indent N] [--ndjson [--threads N]] [FILE]\n\n"
                + "Reads FILE ('-' or none: standard input), checks it strictly and writes it to\n"
                + "standard output, indented by 2 spaces unless told otherwise. Numbers keep their\n"
                + "exact text (1.50 stays 1.50, 1e400 stays 1e400) and strings their content\n"
                + "(escapes are rewritten in the minimal RFC 8259 form). Streams in constant\n"
                + "memory; on invalid input the output stops at the error and the exit status is 1.\n\n"
                + "options:\n"
                + "  --compact   no whitespace at all (minify)\n"
                + "  --indent N  indent by N spaces (0-16; 0 is --compact)\n"
                + "  --ndjson    the input is a sequence of values; each is written on its own\n"
                + "              line (compact unless --indent is given)\n" + Threads.HELP
                + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("compact", "ndjson");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.with(Set.of("indent", Threads.OPTION));
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        args.expectOperands(0, 1, "at most one FILE");
        args.exclusive("compact", "indent");
        boolean ndjson = args.has("ndjson");
        int indent = args.has("compact") ? 0 : args.getInt("indent", ndjson ? 0 : 2, 0, 16);
        String file = args.operands().isEmpty() ? "-" : args.operands().get(0);
        InputStream in;
        OutputStream out;
        try {
            in = io.open(file);
            out = io.create("-");
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        ReadLimits limits = LimitOptions.parse(args);
        ReaderOptions readerOptions = ReaderOptions.defaults().withLimits(limits).withSequence(ndjson);
        WriterOptions writerOptions = LimitOptions.writerFor(limits,
                WriterOptions.defaults().withIndent(indent).withSequence(ndjson));
        Progress progress = Progress.start(io, "fmt " + Io.displayName(file), Io.size(file));
        int threads = Threads.parse(args);
        if (ndjson && threads > 1) {
            try {
                ParallelNdjson.Summary s = ParallelNdjson.run(file, in, progress, threads,
                        NdjsonJobs.rewrite(readerOptions, writerOptions), out);
                out.flush();
                return s.error == null ? Main.OK : Failure.report(io, file, s.error);
            } catch (LineChunks.ReadFailure e) {
                io.err.println(Io.displayName(file) + ": read error: " + e.getMessage());
                return Main.TROUBLE;
            } finally {
                progress.finish();
            }
        }
        JsonWriter w = writerOptions.writer(out);
        try (JsonReader r = readerOptions.reader(progress.wrap(in))) {
            if (ndjson) {
                r.copyAllTo(w);
            } else {
                r.copyTo(w);
                Failure.requireEnd(r);
            }
            w.close();
            if (!ndjson) {
                out.write('\n'); // a text file ends with a newline; sequence mode wrote its own
            }
            out.flush();
            return Main.OK;
        } catch (JsonException e) {
            w.flush(); // what was read correctly before the error is already on its way
            return Failure.report(io, file, e);
        } finally {
            progress.finish();
        }
    }
}
