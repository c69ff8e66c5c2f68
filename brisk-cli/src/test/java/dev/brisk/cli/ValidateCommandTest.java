package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValidateCommandTest {

    @TempDir
    Path tmp;

    private String file(String name, String content) throws IOException {
        return Files.writeString(tmp.resolve(name), content, StandardCharsets.UTF_8).toString();
    }

    @Test
    void everyStandardCorpusIsValidAndPrintsNothing() {
        List<String> args = new ArrayList<>(List.of("validate"));
        for (String name : CorpusFiles.names()) {
            args.add(CorpusFiles.path(name).toString());
        }
        Run r = Run.of(args.toArray(new String[0]));
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("", r.out());
        assertEquals("", r.stderr);
    }

    @Test
    void anInvalidFileGetsOneLineWithFileLineColumnAndMessage() throws IOException {
        String bad = file("bad.json", "{\n  \"a\": [1, 2,]\n}\n");
        Run r = Run.of("validate", bad);
        assertEquals(Main.INVALID, r.status, r::toString);
        assertTrue(r.stderr.startsWith(bad + ":2:"), r::toString);
        assertEquals(1, r.stderr.split("\n").length, r::toString);
        assertEquals("", r.out());
    }

    @Test
    void allFilesAreCheckedEvenAfterAFailureAndTheWorstStatusWins() throws IOException {
        String bad1 = file("bad1.json", "[1,]");
        String good = file("good.json", "[1]");
        String bad2 = file("bad2.json", "{\"a\" 1}");
        Run r = Run.of("validate", bad1, good, bad2);
        assertEquals(Main.INVALID, r.status, r::toString);
        String[] lines = r.stderr.split("\n");
        assertEquals(2, lines.length, r::toString);
        assertTrue(lines[0].startsWith(bad1 + ":1:"), r::toString);
        assertTrue(lines[1].startsWith(bad2 + ":1:"), r::toString);

        Run withMissing = Run.of("validate", bad1, tmp.resolve("missing.json").toString(), good);
        assertEquals(Main.TROUBLE, withMissing.status, withMissing::toString);
        assertTrue(withMissing.stderr.contains("missing.json: no such file\n"), withMissing::toString);
        assertTrue(withMissing.stderr.startsWith(bad1 + ":1:"), withMissing::toString);
    }

    @Test
    void aMissingFileAndADirectoryAreReportedAsTrouble() {
        Run missing = Run.of("validate", tmp.resolve("nope.json").toString());
        assertEquals(Main.TROUBLE, missing.status);
        assertEquals(tmp.resolve("nope.json") + ": no such file\n", missing.stderr);
        Run dir = Run.of("validate", tmp.toString());
        assertEquals(Main.TROUBLE, dir.status);
        assertEquals(tmp + ": is a directory\n", dir.stderr);
    }

    @Test
    void anEmptyFileIsInvalid() throws IOException {
        String empty = file("empty.json", "");
        Run r = Run.of("validate", empty);
        assertEquals(Main.INVALID, r.status);
        assertEquals(empty + ":1:1: Expected a JSON value but the input is empty\n", r.stderr);
        assertEquals(Main.INVALID, Run.of("validate", "--ndjson", empty).status);
    }

    @Test
    void standardInputIsReadForDashAndWhenNoFileIsGiven() {
        assertEquals(Main.OK, Run.withStdin("{\"a\":1}", "validate", "-").status);
        assertEquals(Main.OK, Run.withStdin("[true]", "validate").status);
        Run bad = Run.withStdin("[tru]", "validate");
        assertEquals(Main.INVALID, bad.status);
        assertTrue(bad.stderr.matches("<stdin>:1:\\d+: Invalid literal.*\n"), bad::toString);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "trailing comma        | [1,2,]",
        "leading zero          | [01]",
        "plus sign             | [+1]",
        "bare fraction         | [.5]",
        "NaN literal           | [NaN]",
        "single quotes         | ['a']",
        "unquoted name         | {a:1}",
        "comment               | [1] // no",
        "missing colon         | {\"a\" 1}",
        "missing comma         | [1 2]",
        "unclosed array        | [1,2",
        "unclosed string       | [\"abc",
        "invalid escape        | [\"\\x\"]",
        "lone surrogate escape | [\"\\uD800\"]",
        "second value          | {} {}",
        "garbage               | hello",
    })
    void eachKindOfInvalidInputIsRejectedWithAPosition(String kind, String json) {
        Run r = Run.withStdin(json, "validate");
        assertEquals(Main.INVALID, r.status, kind + ": " + r);
        assertTrue(r.stderr.matches("<stdin>:1:\\d+: .+\n"), kind + ": " + r);
    }

    @Test
    void invalidUtf8AndControlCharactersAreRejected() {
        byte[] overlong = {'[', '"', (byte) 0xC0, (byte) 0xAF, '"', ']'};
        assertEquals(Main.INVALID, Run.withStdin(overlong, "validate").status);
        assertEquals(Main.INVALID, Run.withStdin("[\"a\tb\"]", "validate").status);
    }

    @Test
    void ndjsonAcceptsOneValuePerLineAndPointsAtTheBadLine() {
        assertEquals(Main.OK, Run.withStdin("{\"a\":1}\n{\"a\":2}\n[3]\n", "validate", "--ndjson").status);
        Run r = Run.withStdin("{\"a\":1}\n{\"a\":2,}\n", "validate", "--ndjson");
        assertEquals(Main.INVALID, r.status);
        assertTrue(r.stderr.startsWith("<stdin>:2:"), r::toString);
        assertEquals(Main.INVALID, Run.withStdin("{\"a\":1}\n{\"a\":2}\n", "validate").status,
                "without --ndjson a second value is an error");
    }
}
