package dev.brisk.json;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The standard documents in ../shared/corpora, resolved from the repository root. */
final class Corpora {
    private Corpora() {}

    static final List<String> NAMES = List.of("twitter.json", "citm_catalog.json", "canada.json",
            "gsoc-2018.json", "github_events.json", "mesh.json");

    /**
     * {@code ../shared/corpora} beside the repository root; a git worktree nested one level
     * deeper (such as {@code wt/name}) finds it further up, so look upwards from the root.
     */
    static Path dir() {
        String prop = System.getProperty("brisk.corpora");
        if (prop != null) return Path.of(prop);
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.exists(root.resolve("mvnw"))) root = root.getParent();
        if (root == null) root = Path.of("").toAbsolutePath();
        for (Path p = root.getParent(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared/corpora");
            if (Files.isDirectory(candidate)) return candidate;
        }
        return root.resolve("../shared/corpora").normalize();
    }

    static byte[] read(String name) {
        Path dir = dir();
        assumeTrue(Files.isDirectory(dir), "corpora folder missing: " + dir);
        try {
            return Files.readAllBytes(dir.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
