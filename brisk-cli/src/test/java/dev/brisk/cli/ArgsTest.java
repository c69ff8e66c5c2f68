package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgsTest {

    private static Args parse(String... argv) throws UsageException {
        return Args.parse("fmt", argv, 0, Set.of("compact"), Set.of("indent"));
    }

    @Test
    void optionsTakeTheirValueFromTheNextArgumentOrAfterAnEqualsSign() throws UsageException {
        assertEquals("4", parse("--indent", "4").get("indent", null));
        assertEquals("4", parse("--indent=4").get("indent", null));
        assertEquals("", parse("--indent=").get("indent", null));
    }

    @Test
    void flagsAndOperandsMayBeInterleaved() throws UsageException {
        Args a = parse("a.json", "--compact", "-", "b.json");
        assertTrue(a.has("compact"));
        assertFalse(a.has("indent"));
        assertEquals(List.of("a.json", "-", "b.json"), a.operands());
    }

    @Test
    void doubleDashEndsTheOptions() throws UsageException {
        Args a = parse("--", "--compact", "-h");
        assertFalse(a.has("compact"));
        assertEquals(List.of("--compact", "-h"), a.operands());
    }

    @Test
    void shortHIsHelp() throws UsageException {
        assertTrue(parse("-h").has("help"));
        assertTrue(parse("--help").has("help"));
    }

    @Test
    void mistakesAreUsageErrorsThatSayWhatWasWrong() {
        assertEquals("unknown option --nope for 'fmt'; see 'brisk fmt --help'",
                assertThrows(UsageException.class, () -> parse("--nope")).getMessage());
        assertEquals("unknown option -x for 'fmt'; see 'brisk fmt --help'",
                assertThrows(UsageException.class, () -> parse("-x")).getMessage());
        assertEquals("option --indent needs a value; see 'brisk fmt --help'",
                assertThrows(UsageException.class, () -> parse("--indent")).getMessage());
        assertEquals("option --compact takes no value; see 'brisk fmt --help'",
                assertThrows(UsageException.class, () -> parse("--compact=yes")).getMessage());
    }

    @Test
    void integersAreCheckedAgainstTheirRange() throws UsageException {
        assertEquals(4, parse("--indent", "4").getInt("indent", 2, 0, 16));
        assertEquals(2, parse().getInt("indent", 2, 0, 16));
        assertEquals("--indent must be a whole number from 0 to 16, not '17'",
                assertThrows(UsageException.class,
                        () -> parse("--indent", "17").getInt("indent", 2, 0, 16)).getMessage());
        assertThrows(UsageException.class, () -> parse("--indent", "x").getInt("indent", 2, 0, 16));
    }

    @Test
    void operandCountsAndExclusiveOptionsAreChecked() throws UsageException {
        assertThrows(UsageException.class, () -> parse("a", "b").expectOperands(0, 1, "at most one FILE"));
        parse("a").expectOperands(0, 1, "at most one FILE");
        Args both = Args.parse("fmt", new String[] {"--compact", "--indent", "2"}, 0,
                Set.of("compact"), Set.of("indent"));
        assertThrows(UsageException.class, () -> both.exclusive("compact", "indent"));
    }
}
