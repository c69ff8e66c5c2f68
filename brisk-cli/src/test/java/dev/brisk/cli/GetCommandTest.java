package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GetCommandTest {

    private static final String DOC = "{\"a\":{\"b\":[10,{\"c\":\"x\"}]},\"m~n\":1,\"s/t\":2,\"\":3}";

    @Test
    void followsMembersAndIndices() {
        assertEquals("\"x\"\n", Run.withStdin(DOC, "get", "/a/b/1/c").out());
        assertEquals("10\n", Run.withStdin(DOC, "get", "/a/b/0").out());
        assertEquals("[10,{\"c\":\"x\"}]\n", Run.withStdin(DOC, "get", "--compact", "/a/b").out());
    }

    @Test
    void theEmptyPointerIsTheWholeDocument() {
        assertEquals("{\"a\":1}\n", Run.withStdin("{ \"a\" : 1 }", "get", "--compact", "").out());
    }

    @Test
    void escapesAndTheEmptyNameFollowRfc6901() {
        assertEquals("1\n", Run.withStdin(DOC, "get", "/m~0n").out());
        assertEquals("2\n", Run.withStdin(DOC, "get", "/s~1t").out());
        assertEquals("3\n", Run.withStdin(DOC, "get", "/").out());
    }

    @Test
    void rawPrintsAStringsText() {
        Run r = Run.withStdin("{\"t\":\"line\\none \\u00e9\"}", "get", "--raw", "/t");
        assertEquals("line\none é\n", r.out());
        assertEquals("5\n", Run.withStdin("{\"t\":5}", "get", "--raw", "/t").out());
    }

    @Test
    void aMissingTargetExitsWithOneAndSaysWhy() {
        Run member = Run.withStdin(DOC, "get", "/a/zz");
        assertEquals(Main.INVALID, member.status);
        assertEquals("", member.out());
        assertTrue(member.stderr.matches("<stdin>:1:\\d+: no value at /a/zz: the object at '/a'"
                + " has no member \"zz\".*\n"), member::toString);
        Run index = Run.withStdin(DOC, "get", "/a/b/5");
        assertEquals(Main.INVALID, index.status);
        assertTrue(index.stderr.contains("has no element 5"), index::toString);
        Run notIndex = Run.withStdin(DOC, "get", "/a/b/01");
        assertEquals(Main.INVALID, notIndex.status);
        assertTrue(notIndex.stderr.contains("'01' is not an array index"), notIndex::toString);
        Run scalar = Run.withStdin(DOC, "get", "/m~0n/x");
        assertEquals(Main.INVALID, scalar.status);
        assertTrue(scalar.stderr.contains("is a number, not a container"), scalar::toString);
    }

    @Test
    void stopsAtTheTargetWithoutReadingTheRest() {
        // The garbage after the target is never read: the extraction streams and stops early.
        Run r = Run.withStdin("{\"a\":1,\"b\":2, this is not JSON", "get", "/a");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals("1\n", r.out());
        // but what comes before the target is validated
        Run bad = Run.withStdin("{\"x\":[1,,2],\"a\":1}", "get", "/a");
        assertEquals(Main.INVALID, bad.status);
    }

    @Test
    void extractsFromTheCorporaLikeJackson() throws IOException {
        byte[] twitter = CorpusFiles.read("twitter.json");
        JsonNode expected = new ObjectMapper().readTree(twitter).at("/statuses/3/user");
        Run r = Run.withStdin(twitter, "get", "/statuses/3/user");
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals(expected, new ObjectMapper().readTree(r.stdout));
    }

    @Test
    void usageAndFileErrors(@TempDir Path tmp) throws IOException {
        Run noPointer = Run.of("get");
        assertEquals(Main.TROUBLE, noPointer.status);
        Run relative = Run.withStdin(DOC, "get", "a/b");
        assertEquals(Main.TROUBLE, relative.status);
        assertTrue(relative.stderr.contains("did you mean '/a/b'"), relative::toString);
        assertEquals(Main.TROUBLE, Run.withStdin(DOC, "get", "/a~2").status);
        assertEquals(Main.TROUBLE, Run.of("get", "/a", tmp.resolve("none").toString()).status);
        assertEquals(Main.TROUBLE, Run.of("get", "/a", tmp.toString()).status);
        Path empty = Files.writeString(tmp.resolve("e.json"), "");
        assertEquals(Main.INVALID, Run.of("get", "/a", empty.toString()).status);
        Path f = Files.writeString(tmp.resolve("f.json"), DOC);
        assertEquals("10\n", Run.of("get", "/a/b/0", f.toString()).out());
    }
}
