package dev.brisk.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the corpora folder: the real-world JSON documents that tests and benchmarks read in
 * place. They live outside the repository (never copied in): CI clones the repository with
 * {@code shared/} beside it, and worktrees sit deeper, so the folder is found by walking up
 * from the working directory and looking for {@code shared/corpora} at each level. A plain
 * clone has no such folder; then {@link #find()} is empty and corpus tests skip with
 * {@link #missing()} as the reason.
 *
 * <p>This is the only corpus locator in the build: every module's tests and the benchmarks
 * use it.
 */
public final class CorpusFolder {

    /** System property that names the corpora folder explicitly. */
    public static final String PROPERTY = "brisk.corpora";
    /** Environment variable that names the corpora folder explicitly. */
    public static final String ENVIRONMENT = "BRISK_CORPORA";

    private CorpusFolder() {
    }

    /**
     * The corpora folder: {@code -Dbrisk.corpora}, else {@code $BRISK_CORPORA}, else the first
     * {@code shared/corpora} holding a {@code .json} file found walking up from the working
     * directory. Empty when none is found, or when the named folder does not exist.
     */
    public static Optional<Path> find() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit == null || explicit.isEmpty()) {
            explicit = System.getenv(ENVIRONMENT);
        }
        if (explicit != null && !explicit.isEmpty()) {
            Path p = Path.of(explicit);
            return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        }
        return findFrom(Path.of("").toAbsolutePath());
    }

    /** The first {@code shared/corpora} folder with documents at {@code start} or above it. */
    public static Optional<Path> findFrom(Path start) {
        for (Path d = start; d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared").resolve("corpora");
            if (Files.isDirectory(candidate) && !documents(candidate).isEmpty()) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Every regular {@code *.json} file directly in {@code dir}, sorted by file name. */
    public static List<Path> documents(Path dir) {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.json")) {
            for (Path f : files) {
                if (Files.isRegularFile(f)) {
                    out.add(f);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        out.sort((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()));
        return out;
    }

    /** The bytes of document {@code name} in the corpora folder, when the folder holds it. */
    public static Optional<byte[]> read(String name) {
        Optional<Path> dir = find();
        if (dir.isEmpty()) {
            return Optional.empty();
        }
        Path file = dir.get().resolve(name);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Why a corpus test skipped: what was looked for and how to point at the folder. */
    public static String missing() {
        return "corpora folder not found (looked for shared/corpora above "
                + Path.of("").toAbsolutePath() + "; set -D" + PROPERTY + "=DIR or $"
                + ENVIRONMENT + "); corpus tests skipped";
    }
}
