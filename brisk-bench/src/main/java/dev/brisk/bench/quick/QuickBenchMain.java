package dev.brisk.bench.quick;

import dev.brisk.bench.corpus.Corpus;
import dev.brisk.corpus.CorpusFolder;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./brisk bench}: the quick side-by-side run beside Jackson, fastjson2, DSL-JSON and Gson,
 * in its own program (it needs the peers, which the {@code brisk} command does not carry). Exit
 * status 0 on success, 2 on a usage error or an unreadable folder.
 */
public final class QuickBenchMain {

    static final int DEFAULT_SIZE = 256 * 1024;
    static final int OK = 0;
    static final int TROUBLE = 2;

    private static final Set<String> OPTIONS = Set.of("corpus", "size", "time-budget", "rounds",
            "cases", "libraries", "json", "report");

    private QuickBenchMain() {
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.exit(run(args, out, err, System.console() != null));
    }

    static String help() {
        return "usage: brisk bench [--corpus DIR] [--size BYTES] [--time-budget SECONDS]\n"
                + "                   [--rounds N] [--cases LIST] [--libraries LIST]\n"
                + "                   [--json FILE] [--report FILE.html]\n\n"
                + "A quick side-by-side run (about a minute) in one JVM: each library does the\n"
                + "same work on the same bytes, its result is checked against a reference so\n"
                + "none can skip work, libraries take turns round by round after a warm-up, and\n"
                + "the table shows the median MB/s of input and the ratio to Jackson, for all\n"
                + "documents together and then for each document with the geometric mean and the\n"
                + "minimum of Brisk's ratio to each peer. For publishable numbers use the JMH\n"
                + "suite: ./brisk jmh (see BENCHMARKS.md).\n\n"
                + "options:\n"
                + "  --corpus DIR          measure every .json file in DIR (default: the corpora\n"
                + "                        folder, ../shared/corpora, when there is one)\n"
                + "  --size BYTES          measure generated documents of this size instead (default\n"
                + "                        256k without a corpora folder; k/m ok), one per shape: "
                + String.join(", ", Corpus.stems()) + "\n"
                + "  --time-budget SECONDS total time to aim for (default 60; e.g. 20, 0.5)\n"
                + "  --rounds N            measured rounds per case and library (default 5)\n"
                + "  --cases LIST          comma-separated subset of: " + caseIds() + "\n"
                + "  --libraries LIST      comma-separated subset of: " + libraryIds() + "\n"
                + "  --json FILE           also write the results as JSON ('-' for stdout; the\n"
                + "                        tables then go to stderr)\n"
                + "  --report FILE.html    also write a self-contained HTML page with bar charts\n";
    }

    /** Runs one command line; what {@link #main} does without exiting. */
    static int run(String[] argv, PrintStream out, PrintStream err, boolean terminal) {
        try {
            return bench(parse(argv), out, err, terminal);
        } catch (UsageException e) {
            err.println("brisk: " + e.getMessage());
            return TROUBLE;
        } catch (IOException e) {
            err.println("brisk: " + e.getMessage());
            return TROUBLE;
        }
    }

    /** A usage error: printed as one line, exit status 2. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message + "; see 'brisk bench --help'");
        }
    }

    private static Map<String, String> parse(String[] argv) throws UsageException {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < argv.length; i++) {
            String arg = argv[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                options.put("help", "");
                continue;
            }
            if (!arg.startsWith("--")) {
                throw new UsageException("'bench' expects no operands, got '" + arg + "'");
            }
            String name = arg.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (!OPTIONS.contains(name)) {
                throw new UsageException("unknown option --" + name + " for 'bench'");
            }
            if (value == null) {
                if (i + 1 >= argv.length) {
                    throw new UsageException("option --" + name + " needs a value");
                }
                value = argv[++i];
            }
            options.put(name, value);
        }
        if (options.containsKey("corpus") && options.containsKey("size")) {
            throw new UsageException("--corpus and --size cannot be used together");
        }
        return options;
    }

    private static int bench(Map<String, String> options, PrintStream out, PrintStream err,
            boolean terminal) throws UsageException, IOException {
        if (options.containsKey("help")) {
            out.print(help());
            return OK;
        }
        double budget = seconds(options.getOrDefault("time-budget", "60"));
        int rounds = rounds(options.getOrDefault("rounds", "5"));
        List<BenchCase> cases = new ArrayList<>();
        try {
            for (String id : list(options.getOrDefault("cases", caseIds()))) {
                cases.add(BenchCase.byId(id));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + "; cases: " + caseIds());
        }
        List<Library> libraries = new ArrayList<>();
        try {
            for (String id : list(options.getOrDefault("libraries", libraryIds()))) {
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
        Optional<Path> folder = options.containsKey("corpus")
                ? Optional.of(Path.of(options.get("corpus")))
                : options.containsKey("size") ? Optional.empty() : CorpusFolder.find();
        if (folder.isPresent()) {
            Path dir = folder.get();
            if (!Files.isDirectory(dir)) {
                err.println(dir + ": not a directory");
                return TROUBLE;
            }
            for (Path f : CorpusFolder.documents(dir)) {
                documents.add(new Document(f.getFileName().toString(), Files.readAllBytes(f)));
            }
            if (documents.isEmpty()) {
                err.println(dir + ": no .json files");
                return TROUBLE;
            }
            source = "files in " + dir;
        } else {
            int size = bytes(options.getOrDefault("size", String.valueOf(DEFAULT_SIZE)));
            for (Corpus c : Corpus.values()) {
                documents.add(new Document(c.fileStem() + " (generated)", c.generated(size)));
            }
            source = "generated documents in the shapes of " + String.join(", ", Corpus.stems());
        }

        // Half the budget for all documents together, half for each on its own.
        boolean perDocument = documents.size() > 1;
        double together = perDocument ? budget / 2 : budget;
        if (terminal) {
            err.printf(Locale.ROOT, "brisk bench: %d cases × %d libraries × %d documents, about %.0f s%n",
                    cases.size(), libraries.size(), documents.size(), budget);
        }
        BenchRun run = new QuickBench(documents, source, cases, libraries, together, rounds)
                .run(title -> {
                    if (terminal) {
                        err.println("  " + title + " done");
                    }
                });
        StringBuilder tables = new StringBuilder(TableReport.render(run));
        if (perDocument) {
            List<BenchRun> each = new ArrayList<>();
            for (Document d : documents) {
                each.add(new QuickBench(List.of(d), d.name(), cases, libraries,
                        budget / 2 / documents.size(), rounds).run(title -> { }));
                if (terminal) {
                    err.println("  " + d.name() + " done");
                }
            }
            tables.append('\n').append(PerDocumentReport.render(each));
        }

        String json = options.get("json");
        if ("-".equals(json)) {
            err.print(tables);
        } else {
            out.print(tables);
        }
        if (json != null) {
            write(out, json, JsonReport.render(run));
        }
        String report = options.get("report");
        if (report != null) {
            write(out, report, HtmlReport.render(run));
        }
        out.flush();
        return OK;
    }

    private static void write(PrintStream out, String operand, String text) throws IOException {
        if (operand.equals("-")) {
            out.print(text);
            return;
        }
        try {
            Files.writeString(Path.of(operand), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException(operand + ": cannot write: " + e.getMessage(), e);
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

    static int rounds(String s) throws UsageException {
        try {
            int n = Integer.parseInt(s.trim());
            if (n >= 1 && n <= 1000) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--rounds must be a whole number from 1 to 1000, not '" + s + "'");
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
