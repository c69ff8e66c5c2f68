package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.json.ReaderOptions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Numbers read as natural values in one pass (through the shared short-number parser) are the
 * values, of the same classes, that the token-by-token rule gives: around the 15-digit double
 * bound, the 17- and 18-digit parser bounds and the int and long ranges.
 */
class NaturalNumbersPropertyTest {
    private static final Brisk ONE_PASS = Brisk.create();
    /** Comments on: the reader makes no one pass, so every value goes token by token. */
    private static final Brisk TOKENS = Brisk.builder().readerOptions(ReaderOptions.defaults().withComments(true)).build();
    private static final TypeToken<List<Object>> LIST = new TypeToken<>() { };

    @Property(tries = 3000)
    void onePassNumbersAreTheTokenRulesNumbers(@ForAll("numbers") String text) {
        byte[] json = ("[" + text + "," + text + "]").getBytes(StandardCharsets.US_ASCII);
        List<Object> fast = ONE_PASS.read(json, LIST);
        List<Object> tokens = TOKENS.read(json, LIST);
        for (int i = 0; i < 2; i++) {
            assertEquals(tokens.get(i).getClass(), fast.get(i).getClass(), text);
            assertEquals(tokens.get(i), fast.get(i), text); // Double.equals tells -0.0 from 0.0
        }
    }

    @Provide
    Arbitrary<String> numbers() {
        Arbitrary<String> sign = Arbitraries.of("", "-");
        Arbitrary<String> intPart = Arbitraries.oneOf(Arbitraries.just("0"),
                Combinators.combine(Arbitraries.integers().between(1, 9),
                        Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(19)).as((d, s) -> d + s));
        Arbitrary<String> frac = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(17).map(s -> "." + s));
        Arbitrary<String> exp = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.just("")),
                Tuple.of(1, Arbitraries.integers().between(-30, 30).map(e -> "e" + e)));
        return Combinators.combine(sign, intPart, frac, exp).as((s, i, f, e) -> s + i + f + e);
    }
}
