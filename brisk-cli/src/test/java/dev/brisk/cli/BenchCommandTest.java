package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.cli.bench.BenchCase;
import dev.brisk.cli.bench.Library;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @Test
    void aTinyRunPrintsATableAndWritesJsonAndHtmlWithEveryCaseAndLibrary(@TempDir Path tmp)
            throws IOException {
        Path json = tmp.resolve("bench.json");
        Path html = tmp.resolve("bench.html");
        Run r = Run.of("bench", "--time-budget", "0.3", "--rounds", "2", "--size", "2k",
                "--json", json.toString(), "--report", html.toString());
        assertEquals(Main.OK, r.status, r::toString);

        String table = r.out();
        for (BenchCase c : BenchCase.values()) {
            assertTrue(table.contains("\n" + c.title() + " "), c.title() + " missing:\n" + table);
        }
        for (Library l : Library.values()) {
            assertTrue(table.contains(l.displayName()), l + " missing:\n" + table);
        }
        assertTrue(table.contains("(1.00×)"), table); // Jackson's own ratio

        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals(6, root.get("documents").size());
        Set<String> caseIds = new HashSet<>();
        for (JsonNode c : root.get("cases")) {
            caseIds.add(c.get("id").asText());
            assertEquals(Library.values().length, c.get("results").size(), c.toString());
            for (JsonNode cell : c.get("results")) {
                String status = cell.get("status").asText();
                // No peer may fail the equality check on these documents.
                assertNotEquals("error", status, cell.toString());
                if (status.equals("ok")) {
                    assertTrue(cell.get("mbPerSecond").asDouble() > 0, cell.toString());
                    assertEquals(2, cell.get("samples").size(), cell.toString());
                } else {
                    assertTrue(cell.get("reason").asText().length() > 5, cell.toString());
                }
                if (cell.get("library").asText().equals("Jackson")) {
                    assertEquals("ok", status, "Jackson does every case: " + cell);
                    assertEquals(1.0, cell.get("ratioToJackson").asDouble(), 1e-9);
                }
            }
        }
        Set<String> expected = new HashSet<>();
        for (BenchCase c : BenchCase.values()) {
            expected.add(c.id());
        }
        assertEquals(expected, caseIds);

        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.endsWith("</html>\n"));
        assertTrue(page.contains("class=\"bar"), "bars drawn");
        assertTrue(!page.contains("<script") && !page.contains("src=\"http"), "self-contained");
        for (BenchCase c : BenchCase.values()) {
            assertTrue(page.contains(c.title()), c.title());
        }
    }

    @Test
    void jsonToStdoutMovesTheTableToStderr() throws IOException {
        Run r = Run.of("bench", "--time-budget", "0.1", "--rounds", "1", "--size", "1k",
                "--cases", "skip", "--libraries", "jackson,gson", "--json", "-");
        assertEquals(Main.OK, r.status, r::toString);
        JsonNode root = new ObjectMapper().readTree(r.stdout);
        assertEquals(1, root.get("cases").size());
        assertEquals("skip", root.get("cases").get(0).get("id").asText());
        assertTrue(r.stderr.contains("Gson"), r::toString);
    }

    @Test
    void realFilesAreMeasuredWithCorpus(@TempDir Path tmp) throws IOException {
        Files.writeString(tmp.resolve("small.json"), "{\"a\":[1,2.5,\"x\",true,null],\"b\":{}}\n");
        Files.writeString(tmp.resolve("ignored.txt"), "not json");
        Path json = tmp.resolve("out.json");
        Run r = Run.of("bench", "--corpus", tmp.toString(), "--time-budget", "0.1",
                "--rounds", "1", "--cases", "token-read,tree-write", "--json", json.toString());
        assertEquals(Main.OK, r.status, r::toString);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals(1, root.get("documents").size());
        assertEquals("small.json", root.get("documents").get(0).get("name").asText());
    }

    @Test
    void badOptionValuesAreUsageErrors(@TempDir Path tmp) {
        assertUsage(Run.of("bench", "--time-budget", "-1"), "--time-budget must be");
        assertUsage(Run.of("bench", "--time-budget", "soon"), "--time-budget must be");
        assertUsage(Run.of("bench", "--size", "1"), "--size must be");
        assertUsage(Run.of("bench", "--cases", "nope"), "unknown case 'nope'");
        assertUsage(Run.of("bench", "--libraries", "nope"), "unknown library 'nope'");
        assertUsage(Run.of("bench", "extra"), "expects no operands");
        Run missing = Run.of("bench", "--corpus", tmp.resolve("missing").toString());
        assertEquals(Main.TROUBLE, missing.status);
        assertTrue(missing.stderr.endsWith("missing: not a directory\n"), missing::toString);
        Run empty = Run.of("bench", "--corpus", tmp.toString());
        assertEquals(Main.TROUBLE, empty.status);
        assertTrue(empty.stderr.endsWith(": no .json files\n"), empty::toString);
    }

    private static void assertUsage(Run r, String message) {
        assertEquals(Main.TROUBLE, r.status, r::toString);
        assertTrue(r.stderr.startsWith("brisk: ") && r.stderr.contains(message), r::toString);
        assertEquals(0, r.stdout.length, r::toString);
    }
}
