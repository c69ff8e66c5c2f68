package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class FmtCommandTest {

    @Test
    void prettyPrintsWithTwoSpacesByDefault() {
        Run r = Run.withStdin("{\"a\":[1,{\"b\":null}],\"c\":{}}", "fmt");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {}\n}\n", r.out());
        assertEquals("", r.stderr);
    }

    @Test
    void compactAndIndentChooseTheLayout() {
        String in = "{ \"a\" : [ 1 , 2 ] }";
        assertEquals("{\"a\":[1,2]}\n", Run.withStdin(in, "fmt", "--compact").out());
        assertEquals("{\"a\":[1,2]}\n", Run.withStdin(in, "fmt", "--indent", "0").out());
        assertEquals("{\n    \"a\": [\n        1,\n        2\n    ]\n}\n",
                Run.withStdin(in, "fmt", "--indent=4").out());
    }

    @Test
    void numberTextAndStringContentArePreservedExactly() {
        Run r = Run.withStdin("[1.50, -0, 1e400, 12345678901234567890123, 0.1E-7, \"\\u00e9\\n\\/\"]",
                "fmt", "--compact");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("[1.50,-0,1e400,12345678901234567890123,0.1E-7,\"é\\n/\"]\n", r.out());
    }

    @ParameterizedTest
    @MethodSource("dev.brisk.cli.CorpusFiles#names")
    void compactOutputOfEachCorpusIsTheSameDocument(String name) throws IOException {
        byte[] original = CorpusFiles.read(name);
        Run r = Run.withStdin(original, "fmt", "--compact");
        assertEquals(Main.OK, r.status, r::toString);
        ObjectMapper m = new ObjectMapper();
        JsonNode expected = m.readTree(original);
        assertEquals(expected, m.readTree(r.stdout));
        // and pretty output of the compact form is again the same document
        Run pretty = Run.withStdin(r.stdout, "fmt");
        assertEquals(expected, m.readTree(pretty.stdout));
        Run again = Run.withStdin(pretty.stdout, "fmt", "--compact");
        assertArrayEquals(r.stdout, again.stdout, "compact → pretty → compact is stable");
    }

    @Test
    void ndjsonWritesOneCompactValuePerLine() {
        Run r = Run.withStdin("{\"a\": 1}\n\n[ 2 ,3]\n\"x\"", "fmt", "--ndjson");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("{\"a\":1}\n[2,3]\n\"x\"\n", r.out());
    }

    @Test
    void invalidInputStopsTheOutputAndExitsWithOne() {
        Run r = Run.withStdin("{\"a\": [1, 2}", "fmt", "--compact");
        assertEquals(Main.INVALID, r.status);
        assertTrue(r.stderr.startsWith("<stdin>:1:12: "), r::toString);
        assertTrue(r.out().startsWith("{\"a\":[1,2"), r::toString);
    }

    @Test
    void filesMissingFilesDirectoriesAndEmptyFiles(@TempDir Path tmp) throws IOException {
        Path f = Files.writeString(tmp.resolve("a.json"), "[1, 2]");
        Run ok = Run.of("fmt", "--compact", f.toString());
        assertEquals("[1,2]\n", ok.out());
        Run missing = Run.of("fmt", tmp.resolve("none.json").toString());
        assertEquals(Main.TROUBLE, missing.status);
        assertTrue(missing.stderr.endsWith("none.json: no such file\n"));
        Run dir = Run.of("fmt", tmp.toString());
        assertEquals(Main.TROUBLE, dir.status);
        Path empty = Files.writeString(tmp.resolve("empty.json"), "");
        Run e = Run.of("fmt", empty.toString());
        assertEquals(Main.INVALID, e.status);
        assertEquals("", e.out());
    }

    @Test
    void usageErrors() {
        assertEquals(Main.TROUBLE, Run.of("fmt", "--compact", "--indent", "2").status);
        assertEquals(Main.TROUBLE, Run.of("fmt", "--indent", "99").status);
        assertEquals(Main.TROUBLE, Run.of("fmt", "a.json", "b.json").status);
    }
}
