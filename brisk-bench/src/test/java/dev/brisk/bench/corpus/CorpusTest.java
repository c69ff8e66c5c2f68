package dev.brisk.bench.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.corpus.CorpusFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CorpusTest {

    private static void assumeCorpora() {
        assumeTrue(CorpusFolder.find().isPresent(), CorpusFolder.missing());
    }

    @Test
    void theCorporaFolderHoldsEveryShapeThatCanBeGenerated() {
        assumeCorpora();
        Path dir = CorpusFolder.find().orElseThrow();
        for (Corpus c : Corpus.values()) {
            assertTrue(Files.isRegularFile(dir.resolve(c.fileName())), c.fileName());
        }
    }

    @Test
    void everyFileOfTheFolderIsAvailableByItsStem() {
        assumeCorpora();
        java.util.List<Path> files = CorpusFolder.documents(CorpusFolder.find().orElseThrow());
        java.util.List<String> stems = Corpus.available();
        assertEquals(files.size(), stems.size());
        for (int i = 0; i < files.size(); i++) {
            assertEquals(files.get(i).getFileName().toString(), stems.get(i) + ".json");
        }
        assertTrue(stems.contains("twitter"), stems.toString());
    }

    @Test
    void aDocumentIsFoundByStemOrFileNameAndUnknownNamesFailClearly() throws IOException {
        if (CorpusFolder.find().isPresent()) {
            String stem = Corpus.available().get(0);
            Path dir = CorpusFolder.find().get();
            assertArrayEquals(Files.readAllBytes(dir.resolve(stem + ".json")), Corpus.document(stem));
            assertArrayEquals(Corpus.document(stem), Corpus.document(stem + ".json"));
        } else {
            assertArrayEquals(Corpus.MESH.load(), Corpus.document("mesh"));
            assertEquals(java.util.List.of(Corpus.stems()), Corpus.available());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Corpus.document("no-such-document"));
        assertTrue(e.getMessage().contains("no-such-document.json"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void realFilesHaveTheirDocumentedSize(Corpus c) {
        assumeCorpora();
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
        assumeCorpora();
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
