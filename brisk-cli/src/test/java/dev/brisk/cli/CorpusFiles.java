package dev.brisk.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.brisk.corpus.CorpusFolder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The corpus documents for the command's tests: every file in the corpora folder. Without the
 * folder (a plain clone) the tests that need it are skipped, saying why.
 */
final class CorpusFiles {
    /** Stands for "no corpora folder": a parameterized test needs at least one argument. */
    static final String NONE = "(no corpora folder)";

    private CorpusFiles() {}

    /** The names of every document, for {@code @MethodSource}; {@link #NONE} without a folder. */
    static List<String> names() {
        List<String> out = new ArrayList<>();
        CorpusFolder.find().ifPresent(dir -> {
            for (Path p : CorpusFolder.documents(dir)) out.add(p.getFileName().toString());
        });
        if (out.isEmpty()) out.add(NONE);
        return out;
    }

    /** The path of document {@code name}; skips the test without a corpora folder. */
    static Path path(String name) {
        assumeTrue(!name.equals(NONE) && CorpusFolder.find().isPresent(), CorpusFolder.missing());
        return CorpusFolder.find().get().resolve(name);
    }

    /** The bytes of document {@code name}; skips the test without a corpora folder. */
    static byte[] read(String name) {
        path(name);
        return CorpusFolder.read(name).orElseThrow(() -> new AssertionError(name + " is not in the corpora folder"));
    }
}
