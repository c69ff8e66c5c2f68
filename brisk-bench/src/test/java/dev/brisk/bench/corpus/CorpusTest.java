package dev.brisk.bench.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CorpusTest {

    @Test
    void theCorporaFolderIsFoundByWalkingUpFromTheWorkingDirectory() {
        Path dir = Corpora.directory().orElseThrow(() -> new AssertionError(
                "shared/corpora not found above " + Path.of("").toAbsolutePath()));
        for (Corpus c : Corpus.values()) {
            assertTrue(Files.isRegularFile(dir.resolve(c.fileName())), c.fileName());
        }
    }

    @Test
    void findFromLooksAtEveryAncestor(@TempDir Path tmp) throws IOException {
        Path corpora = Files.createDirectories(tmp.resolve("shared/corpora"));
        Files.writeString(corpora.resolve("twitter.json"), "{}");
        Path deep = Files.createDirectories(tmp.resolve("repo/module/src"));
        assertEquals(corpora, Corpora.findFrom(deep).orElseThrow());
        assertTrue(Corpora.findFrom(tmp.getParent()).isEmpty()
                || !Corpora.findFrom(tmp.getParent()).get().startsWith(tmp));
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void realFilesHaveTheirDocumentedSize(Corpus c) {
        assertEquals(c.realSize(), c.real().length);
    }

    @Test
    void corporaAreNamedByFileStemOrEnumName() {
        assertEquals(Corpus.GSOC_2018, Corpus.named("gsoc-2018"));
        assertEquals(Corpus.CITM_CATALOG, Corpus.named("CITM_CATALOG"));
        assertEquals(Corpus.MESH, Corpus.named("mesh.json"));
        assertThrows(IllegalArgumentException.class, () -> Corpus.named("nope"));
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void generatedDocumentsAreStrictJsonOfAboutTheAskedSize(Corpus c) throws IOException {
        for (int size : new int[] {100, 10_000, 300_000}) {
            byte[] doc = c.generated(size);
            assertTrue(doc.length >= size * 0.7 && doc.length <= size * 1.3 + 2000,
                    c + " asked " + size + " got " + doc.length);
            assertExactlyOneStrictValue(doc);
        }
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void generatedDocumentsAreDeterministic(Corpus c) {
        assertArrayEquals(c.generated(50_000), c.generated(50_000));
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void generatedDocumentsHaveTheTopLevelShapeOfTheRealOne(Corpus c) throws IOException {
        ObjectMapper m = new ObjectMapper();
        JsonNode real = m.readTree(c.real());
        JsonNode generated = m.readTree(c.generated(100_000));
        assertEquals(real.getNodeType(), generated.getNodeType());
        if (real.isObject() && c != Corpus.GSOC_2018) { // gsoc's keys are just "0".."n"
            real.fieldNames().forEachRemaining(name ->
                    assertTrue(generated.has(name) || !isLarge(real.get(name)),
                            c + " lacks top-level member " + name));
        }
    }

    private static boolean isLarge(JsonNode n) {
        return n.size() > 10;
    }

    private static void assertExactlyOneStrictValue(byte[] doc) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(doc)) {
            JsonToken t = p.nextToken();
            assertTrue(t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY);
            p.skipChildren();
            assertEquals(null, p.nextToken());
        }
    }
}
