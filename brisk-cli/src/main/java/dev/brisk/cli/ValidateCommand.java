package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Set;

/** {@code brisk validate}: strict RFC 8259 validation of every file, in constant memory. */
final class ValidateCommand implements Command {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check that files are strict JSON (RFC 8259); one error line per invalid file";
    }

    @Override
    public String help() {
        return "usage: brisk validate [--ndjson [--threads N]] [FILE...]\n\n"
                + "Checks each FILE ('-' or none: standard input) against RFC 8259, strictly: no\n"
                + "comments, trailing commas, NaN, single quotes, invalid UTF-8 or lone\n"
                + "surrogates, and nothing after the value. Every file is checked even after a\n"
                + "failure; each invalid one gets one line on stderr:\n"
                + "  FILE:LINE:COLUMN: message (at PATH)\n"
                + "Valid files print nothing. Memory stays constant for files of any size.\n\n"
                + "options:\n"
                + "  --ndjson   each file holds a sequence of values (newline-delimited JSON or\n"
                + "             concatenated values); an empty file is still invalid\n"
                + Threads.HELP + "\n"
                + "exit status: 0 all valid, 1 some file is not valid, 2 some file could not be\n"
                + "read (or a usage error).\n" + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("ndjson");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.with(Set.of(Threads.OPTION));
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        ReaderOptions options = ReaderOptions.defaults().withLimits(LimitOptions.parse(args))
                .withSequence(args.has("ndjson"));
        int threads = Threads.parse(args);
        List<String> files = args.operands().isEmpty() ? List.of("-") : args.operands();
        int status = Main.OK;
        for (String file : files) {
            status = Failure.worst(status, options.sequence() && threads > 1
                    ? validateInParallel(io, file, options, threads)
                    : validate(io, file, options));
        }
        return status;
    }

    private static int validateInParallel(Io io, String file, ReaderOptions options, int threads)
            throws IOException {
        InputStream in;
        try {
            in = io.open(file);
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        Progress progress = Progress.start(io, "validate " + Io.displayName(file), Io.size(file));
        try {
            ParallelNdjson.Summary s = ParallelNdjson.run(file, in, progress, threads,
                    NdjsonJobs.validate(options), java.io.OutputStream.nullOutputStream());
            if (s.error != null) {
                return Failure.report(io, file, s.error);
            }
            if (s.values == 0) {
                return Failure.report(io, file, new JsonException(
                        "Expected a JSON value but the input is empty", 0, 1, 1, null));
            }
            return Main.OK;
        } catch (LineChunks.ReadFailure e) {
            io.err.println(Io.displayName(file) + ": read error: " + e.getMessage());
            return Main.TROUBLE;
        } finally {
            progress.finish();
        }
    }

    private static int validate(Io io, String file, ReaderOptions options) throws IOException {
        InputStream in;
        try {
            in = io.open(file);
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        Progress progress = Progress.start(io, "validate " + Io.displayName(file), Io.size(file));
        try (JsonReader r = options.reader(progress.wrap(in))) {
            if (options.sequence()) {
                // the reader takes an empty sequence as no values; validate refuses it: a file
                // that should hold JSON but is empty is usually a mistake
                if (!r.hasNextValue()) throw r.error("Expected a JSON value but the input is empty");
                do {
                    r.skipValue();
                } while (r.hasNextValue());
            } else {
                r.skipValue();
                Failure.requireEnd(r);
            }
            return Main.OK;
        } catch (JsonException e) {
            return Failure.report(io, file, e);
        } finally {
            progress.finish();
        }
    }
}
