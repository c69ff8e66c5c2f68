package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void noArgumentsPrintsTheOverviewOnStderrAndExitsWithUsageError() {
        Run r = Run.of();
        assertEquals(Main.TROUBLE, r.status, r::toString);
        assertTrue(r.stderr.startsWith("usage: brisk COMMAND"), r::toString);
        assertEquals(0, r.stdout.length);
    }

    @Test
    void helpListsEveryCommandOnStdout() {
        for (String help : new String[] {"--help", "-h", "help"}) {
            Run r = Run.of(help);
            assertEquals(Main.OK, r.status, r::toString);
            for (String name : Main.commands().keySet()) {
                assertTrue(r.out().contains("  " + name + " "), name + " missing in\n" + r.out());
            }
            assertEquals("", r.stderr);
        }
    }

    @Test
    void everyCommandHasItsOwnHelp() {
        for (Command c : Main.commands().values()) {
            Run viaOption = Run.of(c.name(), "--help");
            assertEquals(Main.OK, viaOption.status, viaOption::toString);
            assertTrue(viaOption.out().startsWith("usage: brisk " + c.name()), viaOption::toString);
            assertEquals(viaOption.out(), Run.of(c.name(), "-h").out());
            assertEquals(viaOption.out(), Run.of("help", c.name()).out());
        }
    }

    @Test
    void versionIsPrinted() {
        Run r = Run.of("--version");
        assertEquals(Main.OK, r.status);
        assertEquals(Main.VERSION + "\n", r.out());
    }

    @Test
    void anUnknownCommandIsAUsageErrorThatListsTheCommands() {
        Run r = Run.of("frobnicate");
        assertEquals(Main.TROUBLE, r.status);
        assertTrue(r.stderr.startsWith("brisk: unknown command 'frobnicate'; commands: "), r::toString);
        assertTrue(r.stderr.contains("validate, fmt, convert, stats, get"), r::toString);
    }

    @Test
    void theBenchmarksAreNotPartOfTheCommandAndSayWhereTheyAre() {
        for (String name : new String[] {"bench", "jmh"}) {
            Run r = Run.of(name);
            assertEquals(Main.TROUBLE, r.status);
            assertTrue(r.stderr.contains("./brisk " + name) && r.stderr.contains("brisk-bench"), r::toString);
        }
    }

    @Test
    void anUnknownOptionIsAUsageErrorThatPointsToTheCommandsHelp() {
        Run r = Run.of("fmt", "--nope");
        assertEquals(Main.TROUBLE, r.status);
        assertEquals("brisk: unknown option --nope for 'fmt'; see 'brisk fmt --help'\n",
                r.stderr);
    }
}
