package dev.brisk.bench.corpus;

import dev.brisk.corpus.CorpusFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The six shapes that {@code ./brisk bench} and the benchmarks can generate when no corpora
 * folder is found (see {@link CorpusFolder#find()}), and the lookup of any document by name.
 *
 * <p>Corpus benchmarks take the document as a JMH {@code @Param} named {@code corpus} holding a
 * file stem (e.g. {@code "random"} for {@code random.json}) and call {@link #document(String)}.
 * The annotation lists the six shapes, which run anywhere; the runner
 * ({@code dev.brisk.bench.Launcher}, behind {@code ./brisk jmh}) replaces them at run time with
 * every file in the corpora folder ({@link #available()}).
 */
public enum Corpus {
    TWITTER("twitter", 631_515),
    CITM_CATALOG("citm_catalog", 1_727_204),
    CANADA("canada", 2_251_051),
    GSOC_2018("gsoc-2018", 3_327_831),
    GITHUB_EVENTS("github_events", 65_132),
    MESH("mesh", 723_597);

    private final String fileStem;
    private final int realSize;

    Corpus(String fileStem, int realSize) {
        this.fileStem = fileStem;
        this.realSize = realSize;
    }

    /** The file name without {@code .json}, e.g. {@code gsoc-2018}; also the JMH param value. */
    public String fileStem() {
        return fileStem;
    }

    /** The file name, e.g. {@code twitter.json}. */
    public String fileName() {
        return fileStem + ".json";
    }

    /** The byte size of the real document (what {@link #load()} generates when it is missing). */
    public int realSize() {
        return realSize;
    }

    /** The corpus whose file stem (or enum name, any case) is {@code name}. */
    public static Corpus named(String name) {
        for (Corpus c : values()) {
            if (c.fileStem.equals(name) || c.name().equalsIgnoreCase(name)
                    || c.fileName().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no corpus named '" + name + "'; known: "
                + String.join(", ", stems()));
    }

    /** Every file stem, in declaration order. */
    public static String[] stems() {
        Corpus[] all = values();
        String[] out = new String[all.length];
        for (int i = 0; i < all.length; i++) {
            out[i] = all[i].fileStem;
        }
        return out;
    }

    /** The real file, when the corpora folder is found and holds it. */
    public Optional<Path> file() {
        return CorpusFolder.find().map(d -> d.resolve(fileName())).filter(Files::isRegularFile);
    }

    /**
     * The stems of every document in the corpora folder, sorted; without a folder, the stems of
     * the six generated shapes. This is what the runner passes as {@code -p corpus=...}.
     */
    public static List<String> available() {
        Optional<Path> dir = CorpusFolder.find();
        List<String> out = new ArrayList<>();
        if (dir.isPresent()) {
            for (Path f : CorpusFolder.documents(dir.get())) {
                String n = f.getFileName().toString();
                out.add(n.substring(0, n.length() - ".json".length()));
            }
        }
        if (out.isEmpty()) {
            warnGenerated("the six generated shapes stand in for the corpus");
            out.addAll(List.of(stems()));
        }
        return out;
    }

    /**
     * The document called {@code name} (a file stem or file name): the file of that name in the
     * corpora folder when there is one, else the generated document of the shape of that name
     * (see {@link #load()}); any other name fails, saying where it was looked for.
     */
    public static byte[] document(String name) {
        String fileName = name.endsWith(".json") ? name : name + ".json";
        Optional<byte[]> real = CorpusFolder.read(fileName);
        if (real.isPresent()) {
            return real.get();
        }
        for (Corpus c : values()) {
            if (c.fileName().equals(fileName) || c.name().equalsIgnoreCase(name)) {
                return c.load();
            }
        }
        throw new IllegalArgumentException("no document " + fileName + " in "
                + CorpusFolder.find().map(Path::toString).orElse("(no corpora folder)")
                + " and no generated shape of that name; shapes: " + String.join(", ", stems()));
    }

    /** The bytes of the real file (a fresh copy each call); fails when it is not there. */
    public byte[] real() {
        byte[] cached = CACHE.get(this);
        if (cached == null) {
            Path p = file().orElseThrow(() -> new IllegalStateException(
                    "corpus " + fileName() + " not found: " + CorpusFolder.missing()));
            try {
                cached = Files.readAllBytes(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            // Hundreds of benchmark setups load the same six files in the smoke run.
            CACHE.put(this, cached);
        }
        return cached.clone();
    }

    private static final java.util.Map<Corpus, byte[]> CACHE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The real document when available, otherwise a generated document of the same shape and
     * about the same size (and a warning on stderr, so numbers are never mistaken for the real ones).
     */
    public byte[] load() {
        if (file().isPresent()) {
            return real();
        }
        warnGenerated(fileName() + " is replaced by a generated " + fileStem + "-shaped document");
        return generated(realSize);
    }

    /**
     * Says on stderr, so that no one can miss it, that figures about to be taken are on generated
     * data: a benchmark or A/B started outside the repository (where the corpora folder is not
     * found) would else measure different documents than it claims to.
     */
    private static void warnGenerated(String what) {
        System.err.println("WARNING: NOT THE REAL CORPUS: " + what + "; " + CorpusFolder.missing().replace("; corpus tests skipped", "")
                + ". Figures from this run are not comparable with BENCHMARKS.md.");
    }

    /** A deterministic document of this corpus' shape with about {@code approxBytes} bytes. */
    public byte[] generated(int approxBytes) {
        return ShapedDocuments.generate(this, approxBytes, 0x5EEDL + ordinal());
    }

    @Override
    public String toString() {
        return fileStem.toLowerCase(Locale.ROOT);
    }
}
