package dev.brisk.cli;

import dev.brisk.bench.corpus.Corpus;
import dev.brisk.cli.bench.BenchCase;
import dev.brisk.cli.bench.BenchRun;
import dev.brisk.cli.bench.Document;
import dev.brisk.cli.bench.HtmlReport;
import dev.brisk.cli.bench.JsonReport;
import dev.brisk.cli.bench.Library;
import dev.brisk.cli.bench.QuickBench;
import dev.brisk.cli.bench.TableReport;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** {@code brisk bench}: the quick side-by-side run beside Jackson, fastjson2, DSL-JSON and Gson. */
final class BenchCommand implements Command {

    static final int DEFAULT_SIZE = 256 * 1024;

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "quick benchmark of Brisk beside Jackson, fastjson2, DSL-JSON and Gson";
    }

    @Override
    public String help() {
        return "usage: brisk bench [--corpus DIR] [--size BYTES] [--time-budget SECONDS]\n"
                + "                   [--rounds N] [--cases LIST] [--libraries LIST]\n"
                + "                   [--json FILE] [--report FILE.html]\n\n"
                + "A quick side-by-side run (about a minute) in one JVM: each library does the\n"
                + "same work on the same bytes, its result is checked against a reference so\n"
                + "none can skip work, libraries take turns round by round after a warm-up, and\n"
                + "the table shows the median MB/s of input and the ratio to Jackson. For\n"
                + "publishable numbers use the JMH suite: ./brisk jmh (see BENCHMARKS.md).\n\n"
                + "options:\n"
                + "  --corpus DIR          measure the .json files in DIR (e.g. ../shared/corpora)\n"
                + "                        instead of generated documents\n"
                + "  --size BYTES          size of each generated document (default 256k; k/m ok);\n"
                + "                        one per corpus shape: " + String.join(", ", Corpus.stems()) + "\n"
                + "  --time-budget SECONDS total time to aim for (default 60; e.g. 20, 0.5)\n"
                + "  --rounds N            measured rounds per case and library (default 5)\n"
                + "  --cases LIST          comma-separated subset of: " + caseIds() + "\n"
                + "  --libraries LIST      comma-separated subset of: " + libraryIds() + "\n"
                + "  --json FILE           also write the results as JSON ('-' for stdout; the\n"
                + "                        table then goes to stderr)\n"
                + "  --report FILE.html    also write a self-contained HTML page with bar charts\n";
    }

    @Override
    public Set<String> flags() {
        return Set.of();
    }

    @Override
    public Set<String> valued() {
        return Set.of("corpus", "size", "time-budget", "rounds", "cases", "libraries", "json",
                "report");
    }

    @Override
    public int run(Args args, Io io) throws UsageException, IOException {
        args.expectOperands(0, 0, "no operands");
        args.exclusive("corpus", "size");
        double budget = seconds(args.get("time-budget", "60"));
        int rounds = args.getInt("rounds", 5, 1, 1000);
        List<BenchCase> cases = new ArrayList<>();
        try {
            for (String id : list(args.get("cases", caseIds()))) {
                cases.add(BenchCase.byId(id));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + "; cases: " + caseIds());
        }
        List<Library> libraries = new ArrayList<>();
        try {
            for (String id : list(args.get("libraries", libraryIds()))) {
                libraries.add(Library.byId(id));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + "; libraries: " + libraryIds());
        }
        if (!libraries.contains(Library.JACKSON)) {
            libraries.add(Library.JACKSON); // ratios are to Jackson
        }

        List<Document> documents = new ArrayList<>();
        String source;
        if (args.has("corpus")) {
            String dir = args.get("corpus", null);
            Path p = Path.of(dir);
            if (!Files.isDirectory(p)) {
                io.err.println(dir + ": not a directory");
                return Main.TROUBLE;
            }
            try (DirectoryStream<Path> files = Files.newDirectoryStream(p, "*.json")) {
                List<Path> sorted = new ArrayList<>();
                files.forEach(sorted::add);
                sorted.sort(null);
                for (Path f : sorted) {
                    if (Files.isRegularFile(f)) {
                        documents.add(new Document(f.getFileName().toString(), Files.readAllBytes(f)));
                    }
                }
            }
            if (documents.isEmpty()) {
                io.err.println(dir + ": no .json files");
                return Main.TROUBLE;
            }
            source = "files in " + dir;
        } else {
            int size = bytes(args.get("size", String.valueOf(DEFAULT_SIZE)));
            for (Corpus c : Corpus.values()) {
                documents.add(new Document(c.fileStem() + " (generated)", c.generated(size)));
            }
            source = "generated documents in the shapes of " + String.join(", ", Corpus.stems());
        }

        if (io.terminal) {
            io.err.printf(Locale.ROOT, "brisk bench: %d cases × %d libraries, about %.0f s%n",
                    cases.size(), libraries.size(), budget);
        }
        int[] done = {0};
        BenchRun run = new QuickBench(documents, source, cases, libraries, budget, rounds)
                .run(title -> {
                    done[0]++;
                    if (io.terminal) {
                        io.err.printf(Locale.ROOT, "  %s done (%d/%d)%n", title, done[0], cases.size());
                    }
                });

        String json = args.get("json", null);
        String table = TableReport.render(run);
        if ("-".equals(json)) {
            io.err.print(table);
        } else {
            io.out.write(table.getBytes(StandardCharsets.UTF_8));
        }
        if (json != null) {
            write(io, json, JsonReport.render(run));
        }
        String report = args.get("report", null);
        if (report != null) {
            write(io, report, HtmlReport.render(run));
        }
        return Main.OK;
    }

    private static void write(Io io, String operand, String text) throws IOException {
        try (OutputStream o = io.create(operand)) {
            o.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (Io.InputProblem e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static String caseIds() {
        StringBuilder sb = new StringBuilder();
        for (BenchCase c : BenchCase.values()) {
            sb.append(sb.length() == 0 ? "" : ",").append(c.id());
        }
        return sb.toString();
    }

    private static String libraryIds() {
        StringBuilder sb = new StringBuilder();
        for (Library l : Library.values()) {
            sb.append(sb.length() == 0 ? "" : ",").append(l.id());
        }
        return sb.toString();
    }

    private static List<String> list(String s) {
        List<String> out = new ArrayList<>();
        for (String part : s.split(",")) {
            if (!part.isBlank()) {
                out.add(part.trim());
            }
        }
        return out;
    }

    static double seconds(String s) throws UsageException {
        String t = s.trim().toLowerCase(Locale.ROOT);
        double scale = 1;
        if (t.endsWith("ms")) {
            scale = 1e-3;
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("s")) {
            t = t.substring(0, t.length() - 1);
        }
        try {
            double v = Double.parseDouble(t) * scale;
            if (v > 0 && v <= 86_400) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--time-budget must be a positive number of seconds, not '" + s + "'");
    }

    static int bytes(String s) throws UsageException {
        String t = s.trim().toLowerCase(Locale.ROOT);
        long scale = 1;
        if (t.endsWith("k")) {
            scale = 1024;
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("m")) {
            scale = 1024 * 1024;
            t = t.substring(0, t.length() - 1);
        }
        try {
            long v = Long.parseLong(t) * scale;
            if (v >= 100 && v <= 256L * 1024 * 1024) {
                return (int) v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--size must be a byte count from 100 to 256m, not '" + s + "'");
    }
}
