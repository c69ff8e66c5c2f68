package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** brisk validate on hostile files and stdin: "invalid" with file:line:column, never a crash or a hang. */
class HostileValidateTest {

    @TempDir
    Path tmp;

    private void assertInvalidAt(byte[] content, String name, String lineAndColumn, String detail) throws IOException {
        String file = Files.write(tmp.resolve(name), content).toString();
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            Run r = Run.of("validate", file);
            assertEquals(Main.INVALID, r.status, r::toString);
            assertTrue(r.stderr.startsWith(file + ":" + lineAndColumn), r::toString);
            assertTrue(r.stderr.contains(detail), r::toString);
            assertEquals(1, r.stderr.split("\n").length, r::toString);
            Run stdin = Run.withStdin(content, "validate");
            assertEquals(Main.INVALID, stdin.status, stdin::toString);
            assertTrue(stdin.stderr.contains(detail), stdin::toString);
        });
    }

    @Test
    void aMillionOpenBracketsOrNestedObjectsAreInvalidAtTheDepthLimit() throws IOException {
        assertInvalidAt("[".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII), "deep-array.json", "1:", "Nesting depth exceeds the limit of 1000");
        assertInvalidAt("{\"a\":".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII), "deep-object.json", "1:", "Nesting depth exceeds the limit of 1000");
    }

    @Test
    void aNumberOfAMillionDigitsIsInvalid() throws IOException {
        assertInvalidAt(("[" + "7".repeat(1_000_000) + "]").getBytes(StandardCharsets.US_ASCII), "digits.json", "1:", "Number length exceeds the limit");
    }

    @Test
    void nulBytesInvalidUtf8AndUtf16AreInvalidWithAPlace() throws IOException {
        assertInvalidAt(new byte[] {'[', '"', 'a', 0, '"', ']'}, "nul.json", "1:", "");
        assertInvalidAt(new byte[] {'{', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', ':', '1', '}'}, "surrogate-name.json", "1:", "");
        assertInvalidAt("{\"a\":1}".getBytes(StandardCharsets.UTF_16), "utf16-bom.json", "1:", "");
        assertInvalidAt("{\"a\":1}".getBytes(StandardCharsets.UTF_16LE), "utf16le.json", "1:", "");
    }

    /** Every command that reads JSON says "invalid" with a place for hostile input on stdin; no stack trace, no hang. */
    @Test
    void everyJsonReadingCommandRefusesHostileStdinCleanly() {
        byte[][] inputs = {"[".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII),
                "{\"a\":".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII),
                ("[" + "7".repeat(1_000_000) + "]").getBytes(StandardCharsets.US_ASCII),
                {'{', '"', (byte) 0xC0, (byte) 0x80, '"', ':', '1', '}'}, {'[', 0, ']'}, {(byte) 0xFE, (byte) 0xFF, 0, '['}};
        String[][] commands = {{"fmt"}, {"stats"}, {"get", "/a"}, {"convert", "--from", "json", "--to", "msgpack"},
                {"convert", "--from", "json", "--to", "vpack"}, {"fmt", "--ndjson"}, {"stats", "--ndjson"}};
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            for (String[] command : commands) {
                for (byte[] input : inputs) {
                    Run r = Run.withStdin(input, command);
                    String what = String.join(" ", command) + " on " + new String(input, 0, Math.min(12, input.length), StandardCharsets.ISO_8859_1);
                    assertEquals(Main.INVALID, r.status, () -> what + ": " + r);
                    assertTrue(r.stderr.matches("(?s)[^\\n]*:\\d+:\\d+:.*"), () -> what + ": no line:column in " + r.stderr);
                    assertTrue(!r.stderr.contains("Exception") && !r.stderr.contains("\tat "), () -> what + ": " + r.stderr);
                }
            }
        });
    }
}
