package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsCommandTest {

    private static Map<String, String> lines(Run r) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : r.out().split("\n")) {
            m.put(line.substring(0, 15).trim(), line.substring(16));
        }
        return m;
    }

    @Test
    void countsEveryKindOfValue() {
        String doc = "{\"a\":[1,2.5,-3e2,\"xy\",true,false,null],\"b\":{\"a\":\"longest!\"},\"c\":[]}";
        Run r = Run.withStdin(doc, "stats");
        assertEquals(Main.OK, r.status, r::toString);
        Map<String, String> s = lines(r);
        assertEquals("<stdin>", s.get("file"));
        assertEquals(Integer.toString(doc.length()), s.get("bytes"));
        assertEquals("1 top-level", s.get("values"));
        assertEquals("2", s.get("objects"));
        assertEquals("2", s.get("arrays"));
        assertEquals("2", s.get("strings"));
        assertEquals("3 (1 integers, 2 with fraction or exponent)", s.get("numbers"));
        assertEquals("2", s.get("booleans"));
        assertEquals("1", s.get("nulls"));
        assertEquals("4", s.get("names"));
        assertEquals("3", s.get("distinct names"));
        assertEquals("2", s.get("max depth"));
        assertEquals("8 chars at $.b.a", s.get("longest string"));
        assertTrue(s.get("time").matches("\\d+\\.\\d{3} s \\(\\d+\\.\\d MB/s\\)"), s.get("time"));
    }

    @Test
    void ndjsonCountsTopLevelValues() {
        Run r = Run.withStdin("{\"a\":1}\n{\"a\":2}\n[]\n", "stats", "--ndjson");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("3 top-level", lines(r).get("values"));
        assertEquals("1", lines(r).get("distinct names"));
    }

    @Test
    void scalarsAtTheTopLevelHaveDepthZero() {
        Map<String, String> s = lines(Run.withStdin("\"abc\"", "stats"));
        assertEquals("0", s.get("max depth"));
        assertEquals("3 chars at $", s.get("longest string"));
    }

    @Test
    void invalidInputPrintsNoStatsAndExitsWithOne(@TempDir Path tmp) throws IOException {
        Run r = Run.withStdin("[1,2,", "stats");
        assertEquals(Main.INVALID, r.status);
        assertEquals("", r.out());
        assertTrue(r.stderr.startsWith("<stdin>:1:"), r::toString);
        assertEquals(Main.INVALID, Run.withStdin("[1] [2]", "stats").status);
        assertEquals(Main.TROUBLE, Run.of("stats", tmp.resolve("none").toString()).status);
        assertEquals(Main.TROUBLE, Run.of("stats", tmp.toString()).status);
        Path empty = Files.writeString(tmp.resolve("e.json"), "");
        assertEquals(Main.INVALID, Run.of("stats", empty.toString()).status);
    }
}
