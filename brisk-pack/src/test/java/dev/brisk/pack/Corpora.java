package dev.brisk.pack;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.brisk.corpus.CorpusFolder;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The standard documents these tests read, found by {@link CorpusFolder}; without the corpora
 * folder (a plain clone) the tests that need them are skipped, saying why.
 */
final class Corpora {
    private Corpora() {}

    static Stream<String> names() {
        return Stream.of("twitter.json", "citm_catalog.json", "canada.json", "gsoc-2018.json", "github_events.json", "mesh.json");
    }

    static byte[] read(String name) {
        assumeTrue(CorpusFolder.find().isPresent(), CorpusFolder.missing());
        Optional<byte[]> bytes = CorpusFolder.read(name);
        if (bytes.isEmpty()) throw new AssertionError(name + " is missing from " + CorpusFolder.find().get());
        return bytes.get();
    }
}
