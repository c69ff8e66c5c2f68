package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Every reading command takes the reading limits as options; a broken limit is reported with
 * the option that raises it, in shell terms (never a Java method name), and with a path short
 * enough for one line.
 */
class LimitOptionsTest {

    private static final String[][] READING_COMMANDS = {
        {"validate"}, {"fmt"}, {"stats"}, {"get", ""}, {"convert", "--from", "json", "--to", "msgpack"},
        {"convert", "--from", "json", "--to", "vpack"}, {"convert", "--from", "json", "--to", "json"},
    };

    private static String[] with(String[] command, String... more) {
        String[] all = new String[command.length + more.length];
        System.arraycopy(command, 0, all, 0, command.length);
        System.arraycopy(more, 0, all, command.length, more.length);
        return all;
    }

    private static void assertShellTerms(String stderr) {
        assertFalse(stderr.contains("ReadLimits") || stderr.contains("WriterOptions")
                || stderr.contains("()") || stderr.matches("(?s).*with[A-Z].*"), stderr);
    }

    private static String nested(int depth) {
        return "[".repeat(depth) + "]".repeat(depth);
    }

    @Test
    void aFileDeeperThanTheDefaultFailsNamingTheOptionAndPassesWithIt() {
        String deep = nested(3000);
        for (String[] c : READING_COMMANDS) {
            Run refused = Run.withStdin(deep, c);
            assertEquals(Main.INVALID, refused.status, refused::toString);
            assertTrue(refused.stderr.contains("Nesting depth exceeds the limit of 1000 (raise it with --max-depth)"), refused::toString);
            assertShellTerms(refused.stderr);
            assertEquals(1, refused.stderr.split("\n").length, refused::toString);
            assertTrue(refused.stderr.length() < 300, () -> "the path is shortened: " + refused.stderr);

            Run accepted = Run.withStdin(deep, with(c, "--max-depth", "5000"));
            assertEquals(Main.OK, accepted.status, accepted::toString);
            assertEquals("", accepted.stderr);
        }
    }

    @Test
    void aLongStringFailsNamingTheOptionAndPassesWithIt() {
        String doc = "[\"" + "x".repeat(2000) + "\"]";
        for (String[] c : READING_COMMANDS) {
            Run refused = Run.withStdin(doc, with(c, "--max-string-length", "1k"));
            assertEquals(Main.INVALID, refused.status, refused::toString);
            assertTrue(refused.stderr.contains("exceeds the limit of 1024 (raise it with --max-string-length)"), refused::toString);
            assertShellTerms(refused.stderr);
            Run accepted = Run.withStdin(doc, with(c, "--max-string-length", "2k"));
            assertEquals(Main.OK, accepted.status, accepted::toString);
        }
    }

    @Test
    void everyLimitHasAnOptionThatIsHonoured() {
        String[][] cases = {
            {"max-name-length", "{\"abcdefghij\":1}", "5"},
            {"max-number-length", "[12345678901]", "5"},
            {"max-document-size", "[1,2,3,4,5,6,7,8,9]", "8"},
            {"max-token-count", "[1,2,3,4,5,6,7,8,9]", "4"},
            {"max-depth", "[[[[1]]]]", "2"},
        };
        for (String[] k : cases) {
            for (String[] c : READING_COMMANDS) {
                Run refused = Run.withStdin(k[1], with(c, "--" + k[0], k[2]));
                assertEquals(Main.INVALID, refused.status, () -> k[0] + " " + String.join(" ", c) + ": " + refused);
                assertTrue(refused.stderr.contains("--" + k[0]), refused::toString);
                assertShellTerms(refused.stderr);
                Run plain = Run.withStdin(k[1], c);
                assertEquals(Main.OK, plain.status, plain::toString);
            }
        }
    }

    @Test
    void aBadLimitValueIsAUsageErrorNamingTheOption() {
        for (String bad : new String[] {"0", "-3", "ten", "99999999999"}) {
            Run r = Run.withStdin("[]", "validate", "--max-depth", bad);
            assertEquals(Main.TROUBLE, r.status, r::toString);
            assertTrue(r.stderr.startsWith("brisk: --max-depth must be a whole number"), r::toString);
        }
    }

    @Test
    void everyReadingCommandDocumentsTheLimits() {
        for (String name : new String[] {"validate", "fmt", "convert", "stats", "get"}) {
            String help = Run.of(name, "--help").out();
            for (String option : LimitOptions.NAMES) {
                assertTrue(help.contains("--" + option + " N"), name + " help lacks --" + option);
            }
        }
    }

    @Test
    void longPathsAreShortenedToTheirEnds() {
        String path = "$" + "[0]".repeat(1000) + ".name";
        String shown = ShellTerms.path(path);
        assertTrue(shown.length() < 160, shown);
        assertTrue(shown.startsWith("$[0][0]") && shown.endsWith("[0].name"), shown);
        assertEquals("$.a[1]", ShellTerms.path("$.a[1]"));
        assertEquals(StandardCharsets.UTF_8.name(), "UTF-8"); // messages are printed as UTF-8 (the ellipsis)
    }
}
