package dev.brisk.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusFolderTest {

    @Test
    void theFolderIsFoundAtAnyAncestorOfTheStart(@TempDir Path tmp) throws IOException {
        Path corpora = Files.createDirectories(tmp.resolve("shared/corpora"));
        Files.writeString(corpora.resolve("a.json"), "{}");
        Path deep = Files.createDirectories(tmp.resolve("wt/repo/module/src"));
        assertEquals(corpora, CorpusFolder.findFrom(deep).orElseThrow());
    }

    @Test
    void aSharedFolderWithoutDocumentsIsNotTheCorpus(@TempDir Path tmp) throws IOException {
        Files.createDirectories(tmp.resolve("shared/corpora"));
        Path repo = Files.createDirectories(tmp.resolve("repo"));
        assertTrue(CorpusFolder.findFrom(repo).filter(p -> p.startsWith(tmp)).isEmpty());
    }

    @Test
    void documentsAreTheJsonFilesSortedByName(@TempDir Path tmp) throws IOException {
        Files.writeString(tmp.resolve("zeta.json"), "1");
        Files.writeString(tmp.resolve("alpha.json"), "2");
        Files.writeString(tmp.resolve("SOURCES.md"), "not a document");
        Files.createDirectories(tmp.resolve("dir.json"));
        List<Path> docs = CorpusFolder.documents(tmp);
        assertEquals(List.of(tmp.resolve("alpha.json"), tmp.resolve("zeta.json")), docs);
    }

    @Test
    void theSkipMessageSaysHowToPointAtTheFolder() {
        String m = CorpusFolder.missing();
        assertTrue(m.contains("shared/corpora") && m.contains("-Dbrisk.corpora=DIR")
                && m.contains("BRISK_CORPORA"), m);
    }
}
