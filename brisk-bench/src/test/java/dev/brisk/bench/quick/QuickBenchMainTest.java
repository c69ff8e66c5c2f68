package dev.brisk.bench.quick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuickBenchMainTest {

    /** One run of the program: exit status, stdout and stderr. */
    record Run(int status, byte[] stdout, String stderr) {
        static Run of(String... args) {
            if (!args[0].equals("bench")) throw new IllegalArgumentException(args[0]);
            String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = QuickBenchMain.run(rest, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), false);
            return new Run(status, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        }

        String out() {
            return new String(stdout, StandardCharsets.UTF_8);
        }
    }

    static final class Main {
        static final int OK = QuickBenchMain.OK;
        static final int TROUBLE = QuickBenchMain.TROUBLE;
    }

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
    void severalFilesGetATablePerCaseWithEachDocumentTheGeometricMeanAndTheMinimum(@TempDir Path tmp)
            throws IOException {
        Files.writeString(tmp.resolve("a.json"), "{\"a\":[1,2.5,\"x\",true,null],\"b\":{}}");
        Files.writeString(tmp.resolve("b.json"), "[\"caf\u00e9\",\"\\u00e9\",-0.5e3,{\"k\":[]}]");
        Run r = Run.of("bench", "--corpus", tmp.toString(), "--time-budget", "0.2",
                "--rounds", "1", "--cases", "skip,tree-read", "--libraries", "brisk,jackson");
        assertEquals(Main.OK, r.status, r::toString);
        String out = r.out();
        for (String title : new String[] {"skip: MB/s per document", "tree read: MB/s per document"}) {
            int at = out.indexOf(title);
            assertTrue(at >= 0, out);
            String table = out.substring(at, out.indexOf("\n\n", at));
            assertTrue(table.contains("\na.json ") && table.contains("\nb.json "), table);
            assertTrue(table.matches("(?s).*\ngeometric mean +\\d+\\.\\d\\d×.*"), table);
            assertTrue(table.matches("(?s).*\nminimum +\\d+\\.\\d\\d×.*"), table);
        }
    }

    @Test
    void theSummaryStatisticsIgnoreMissingCells() {
        double[] ratios = {2.0, Double.NaN, 0.5, 4.0};
        assertEquals(Math.cbrt(4.0), PerDocumentReport.geometricMean(ratios), 1e-12);
        assertEquals(0.5, PerDocumentReport.minimum(ratios));
        assertTrue(Double.isNaN(PerDocumentReport.minimum(new double[] {Double.NaN})));
    }

    @Test
    void badOptionValuesAreUsageErrors(@TempDir Path tmp) {
        assertUsage(Run.of("bench", "--time-budget", "-1"), "--time-budget must be");
        assertUsage(Run.of("bench", "--time-budget", "soon"), "--time-budget must be");
        assertUsage(Run.of("bench", "--size", "1"), "--size must be");
        assertUsage(Run.of("bench", "--cases", "nope"), "unknown case 'nope'");
        assertUsage(Run.of("bench", "--libraries", "nope"), "unknown library 'nope'");
        assertUsage(Run.of("bench", "extra"), "expects no operands");
        assertUsage(Run.of("bench", "--nope", "1"), "unknown option --nope");
        Run missing = Run.of("bench", "--corpus", tmp.resolve("missing").toString());
        assertEquals(Main.TROUBLE, missing.status);
        assertTrue(missing.stderr.endsWith("missing: not a directory\n"), missing::toString);
        Run empty = Run.of("bench", "--corpus", tmp.toString());
        assertEquals(Main.TROUBLE, empty.status);
        assertTrue(empty.stderr.endsWith(": no .json files\n"), empty::toString);
    }

    private static void assertUsage(Run r, String message) {
        assertTrue(r.stderr.contains("see 'brisk bench --help'"), r::toString);
        assertEquals(Main.TROUBLE, r.status, r::toString);
        assertTrue(r.stderr.startsWith("brisk: ") && r.stderr.contains(message), r::toString);
        assertEquals(0, r.stdout.length, r::toString);
    }
}
