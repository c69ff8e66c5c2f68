package dev.brisk.pack;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The shared benchmark documents, read in place from ../shared/corpora beside the repo. */
final class Corpora {
    private Corpora() {}

    static Path dir() {
        // shared/ sits beside the repo root (CI) or beside a folder of worktrees: walk upwards
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path c = p.resolve("shared/corpora");
            if (Files.isDirectory(c)) return c;
        }
        return Path.of("../shared/corpora").toAbsolutePath().normalize();
    }

    static Stream<String> names() {
        return Stream.of("twitter.json", "citm_catalog.json", "canada.json", "gsoc-2018.json", "github_events.json", "mesh.json");
    }

    static byte[] read(String name) throws IOException {
        Path p = dir().resolve(name);
        assumeTrue(Files.isDirectory(dir()), "corpora folder missing: " + dir());
        return Files.readAllBytes(p);
    }
}
