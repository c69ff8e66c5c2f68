package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** {@code brisk stats}: what a document is made of, in one streaming pass. */
final class StatsCommand implements Command {

    /** Distinct names are counted exactly up to this many, so memory stays bounded. */
    static final int DISTINCT_NAMES_CAP = 100_000;

    @Override
    public String name() {
        return "stats";
    }

    @Override
    public String summary() {
        return "bytes, values by type, depth, longest string, distinct names, throughput";
    }

    @Override
    public String help() {
        return "usage: brisk stats [--ndjson] [FILE]\n\n"
                + "Reads FILE ('-' or none: standard input) once, strictly, and prints what it is\n"
                + "made of: bytes, top-level values, values by type (integers and other numbers\n"
                + "apart), member names, maximum nesting depth, the longest string (in chars, with\n"
                + "its path), distinct member names (counted exactly up to "
                + DISTINCT_NAMES_CAP + ") and the\ntime and throughput of the pass.\n\n"
                + "options:\n"
                + "  --ndjson   the input is a sequence of values (newline-delimited JSON)\n"
                + LimitOptions.help();
    }

    @Override
    public Set<String> flags() {
        return Set.of("ndjson");
    }

    @Override
    public Set<String> valued() {
        return LimitOptions.NAMES;
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        args.expectOperands(0, 1, "at most one FILE");
        String file = args.operands().isEmpty() ? "-" : args.operands().get(0);
        InputStream in;
        try {
            in = io.open(file);
        } catch (Io.InputProblem e) {
            return Failure.unopenable(io, e);
        }
        boolean ndjson = args.has("ndjson");
        Progress progress = Progress.start(io, "stats " + Io.displayName(file), Io.size(file));
        Counts c = new Counts();
        try (JsonReader r = ReaderOptions.defaults().withLimits(LimitOptions.parse(args)).withSequence(ndjson).reader(progress.wrap(in))) {
            do {
                c.documents++;
                walk(r, c);
            } while (ndjson && r.hasNextValue());
            if (!ndjson) {
                Failure.requireEnd(r);
            }
        } catch (JsonException e) {
            return Failure.report(io, file, e);
        } finally {
            progress.finish();
        }
        double seconds = progress.seconds();
        long bytes = progress.bytes();
        StringBuilder sb = new StringBuilder();
        line(sb, "file", Io.displayName(file));
        line(sb, "bytes", String.format(Locale.ROOT, "%d", bytes));
        line(sb, "values", c.documents + " top-level");
        line(sb, "objects", Long.toString(c.objects));
        line(sb, "arrays", Long.toString(c.arrays));
        line(sb, "strings", Long.toString(c.strings));
        line(sb, "numbers", c.integers + c.decimals + " (" + c.integers + " integers, "
                + c.decimals + " with fraction or exponent)");
        line(sb, "booleans", Long.toString(c.booleans));
        line(sb, "nulls", Long.toString(c.nulls));
        line(sb, "names", Long.toString(c.names));
        line(sb, "distinct names", (c.namesCapped ? "more than " : "") + c.distinct.size());
        line(sb, "max depth", Integer.toString(c.maxDepth));
        line(sb, "longest string", c.longest < 0 ? "none"
                : c.longest + " chars at " + c.longestPath);
        line(sb, "time", String.format(Locale.ROOT, "%.3f s (%.1f MB/s)", seconds,
                bytes / 1e6 / Math.max(seconds, 1e-9)));
        io.out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
        return Main.OK;
    }

    private static void line(StringBuilder sb, String label, String value) {
        sb.append(String.format(Locale.ROOT, "%-15s %s%n", label, value));
    }

    /** One top-level value, iteratively (no recursion, so any depth the limits allow works). */
    private static void walk(JsonReader r, Counts c) {
        int depth = 0;
        do {
            switch (r.peek()) {
                case BEGIN_OBJECT:
                    r.beginObject();
                    c.objects++;
                    c.maxDepth = Math.max(c.maxDepth, ++depth);
                    break;
                case BEGIN_ARRAY:
                    r.beginArray();
                    c.arrays++;
                    c.maxDepth = Math.max(c.maxDepth, ++depth);
                    break;
                case END_OBJECT:
                    r.endObject();
                    depth--;
                    break;
                case END_ARRAY:
                    r.endArray();
                    depth--;
                    break;
                case NAME: {
                    String n = r.nextName();
                    c.names++;
                    if (!c.namesCapped) {
                        c.distinct.add(n);
                        c.namesCapped = c.distinct.size() >= DISTINCT_NAMES_CAP;
                    }
                    break;
                }
                case STRING: {
                    String s = r.nextString();
                    c.strings++;
                    if (s.length() > c.longest) {
                        c.longest = s.length();
                        c.longestPath = r.path(); // a String per new record only
                    }
                    break;
                }
                case NUMBER: {
                    String text = r.readRaw(); // the exact number text
                    if (text.indexOf('.') >= 0 || text.indexOf('e') >= 0 || text.indexOf('E') >= 0) {
                        c.decimals++;
                    } else {
                        c.integers++;
                    }
                    break;
                }
                case BOOLEAN:
                    r.nextBoolean();
                    c.booleans++;
                    break;
                case NULL:
                    r.nextNull();
                    c.nulls++;
                    break;
                default:
                    throw r.error("Unexpected end of input");
            }
        } while (depth > 0);
    }

    private static final class Counts {
        long documents;
        long objects;
        long arrays;
        long strings;
        long integers;
        long decimals;
        long booleans;
        long nulls;
        long names;
        int maxDepth;
        int longest = -1;
        String longestPath;
        final HashSet<String> distinct = new HashSet<>();
        boolean namesCapped;
    }
}
