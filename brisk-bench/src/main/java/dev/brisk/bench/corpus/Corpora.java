package dev.brisk.bench.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the standard corpora folder. The corpora live outside the repository (never copied in):
 * CI clones the repository into some folder with {@code shared/} beside it, and helpers work in
 * nested worktrees, so the folder is found by walking up from the working directory and looking
 * for {@code shared/corpora} at each level.
 */
public final class Corpora {

    /** System property that names the corpora folder explicitly. */
    public static final String PROPERTY = "brisk.corpora";
    /** Environment variable that names the corpora folder explicitly. */
    public static final String ENVIRONMENT = "BRISK_CORPORA";

    static final String HOW_TO_POINT = "point -D" + PROPERTY + "=DIR or $" + ENVIRONMENT
            + " at the folder with twitter.json etc.";

    private Corpora() {
    }

    /**
     * The corpora folder: {@code -Dbrisk.corpora}, else {@code $BRISK_CORPORA}, else the first
     * {@code shared/corpora} found walking up from the working directory (which covers
     * {@code ../shared/corpora} relative to the repository root and to any module in it).
     */
    public static Optional<Path> directory() {
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

    /** The first {@code shared/corpora} folder at {@code start} or one of its ancestors. */
    public static Optional<Path> findFrom(Path start) {
        for (Path d = start; d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared").resolve("corpora");
            if (Files.isRegularFile(candidate.resolve("twitter.json"))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
