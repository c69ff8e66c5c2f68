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
}
