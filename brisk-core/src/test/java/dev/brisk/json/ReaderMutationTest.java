package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Damaged input never gets past the reader as anything but a located {@link JsonException} or
 * a correct value: seeded random byte flips, truncations and insertions of nasty bytes into
 * corpus slices and generated documents, each read every way (tree, skip, token walk, copyTo;
 * byte[], trickling InputStream, String, Reader), all of which must agree with one another and
 * with Jackson.
 *
 * <p>Deliberate differences from Jackson, excluded from the comparison: Jackson sniffs input
 * starting with zero bytes or a UTF-16 BOM as UTF-16/32 (Brisk reads UTF-8 only), and Jackson
 * lets some malformed UTF-8 through (encoded surrogates such as ED A0 80, overlong forms, bytes
 * F5..FF in strings) which Brisk rejects; so when Jackson accepts what Brisk rejects, the input
 * must be invalid UTF-8. Jackson also accepts an escaped lone surrogate ({@code "\\uDC00"}) and
 * hands out a String no UTF-8 encoder can write; strict Brisk rejects it (see
 * {@link ReaderOptions#withReplaceLoneSurrogates}). Brisk accepting what Jackson rejects is never excused.
 */
class ReaderMutationTest {
    private static final int CORPUS_CASES = 2500;

    @Test
    void mutatedCorpusSlicesAreReadAlikeEveryWayAndLikeJackson() {
        List<byte[]> slices = new ArrayList<>();
        Random pick = new Random(20261129);
        for (String name : Corpora.NAMES) slices.addAll(CorpusSlices.slices(Corpora.read(name), pick, 12));
        assertTrue(slices.size() >= 30, "too few corpus slices: " + slices.size());
        Random random = new Random(7);
        int[] verdicts = new int[3];
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < CORPUS_CASES; i++) {
                byte[] input = MutationReading.mutate(slices.get(random.nextInt(slices.size())), random);
                verdicts[check(input)]++;
            }
        });
        // The mutations must actually exercise both outcomes, or the test proves nothing.
        assertTrue(verdicts[0] > 100 && verdicts[1] > 100, "accepted/rejected/excused: " + java.util.Arrays.toString(verdicts));
    }

    @Property(tries = 1500, seed = "424242")
    void mutatedGeneratedDocumentsAreReadAlikeEveryWayAndLikeJackson(@ForAll long seed) {
        Random random = new Random(seed);
        byte[] doc = JsonTextGenerator.document(random).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] input = MutationReading.mutate(doc, random);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> check(input));
    }

    /** Tight limits must be enforced alike by every source and every way of reading (skipping included). */
    @Property(tries = 800, seed = "1311")
    void mutatedDocumentsUnderTightLimitsAreJudgedAlikeEveryWay(@ForAll long seed) {
        Random random = new Random(seed);
        byte[] doc = JsonTextGenerator.document(random).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] input = random.nextBoolean() ? MutationReading.mutate(doc, random) : doc;
        ReadLimits limits = ReadLimits.defaults().withMaxDepth(1 + random.nextInt(4)).withMaxStringLength(1 + random.nextInt(12))
                .withMaxNameLength(1 + random.nextInt(8)).withMaxNumberLength(1 + random.nextInt(10))
                .withMaxNumberExponent(1 + random.nextInt(30));
        ReaderOptions options = ReaderOptions.defaults().withLimits(limits).withRejectDuplicateNames(random.nextBoolean());
        assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> MutationReading.assertAgree(input, MutationReading.readEveryWay(options, input)));
    }

    /** Every leniency switched on at once: still only success or JsonException, alike every way. */
    @Property(tries = 800, seed = "2718")
    void mutatedDocumentsUnderEveryLeniencyAreJudgedAlikeEveryWay(@ForAll long seed) {
        Random random = new Random(seed);
        String text = JsonTextGenerator.document(random);
        if (random.nextBoolean()) text = text.replace("\"", random.nextBoolean() ? "'" : "").replace("]", ",]");
        if (random.nextBoolean()) text = "/* c */" + text + "// end\n";
        byte[] input = MutationReading.mutate(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), random);
        ReaderOptions options = ReaderOptions.defaults().withComments(true).withTrailingCommas(true).withSingleQuotes(true)
                .withUnquotedNames(true).withNonFiniteNumbers(true).withReplaceLoneSurrogates(true).withQuotedNumbers(true)
                .withInfinityOnOverflow(true);
        assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> MutationReading.assertAgree(input, MutationReading.readEveryWay(options, input)));
    }

    /** Sequence mode: values one by one as trees, skipped one by one, or all copied, agree on the damaged stream. */
    @Property(tries = 600, seed = "31415")
    void mutatedValueSequencesAreJudgedAlikeEveryWay(@ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder();
        for (int i = random.nextInt(4); i >= 0; i--) sb.append(JsonTextGenerator.document(random)).append(random.nextBoolean() ? "\n" : " ");
        byte[] input = MutationReading.mutate(sb.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), random);
        ReaderOptions seq = ReaderOptions.defaults().withSequence(true);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            List<MutationReading.Outcome> outcomes = new ArrayList<>();
            outcomes.add(MutationReading.run("Json.next loop", input, () -> {
                JsonArray.Builder all = JsonArray.builder();
                try (JsonReader r = seq.reader(input)) {
                    while (r.hasNextValue()) all.add(Json.next(r));
                }
                return all.build();
            }));
            outcomes.add(MutationReading.run("skipValue loop (stream)", input, () -> {
                try (JsonReader r = seq.withBufferSize(16).reader(MutationReading.trickle(input))) {
                    while (r.hasNextValue()) r.skipValue();
                }
                return null;
            }));
            outcomes.add(MutationReading.run("copyAllTo", input, () -> {
                TreeBuilder b = new TreeBuilder();
                b.beginArray();
                try (JsonReader r = seq.reader(input)) {
                    r.copyAllTo(b);
                }
                b.endArray();
                return b.result();
            }));
            MutationReading.assertAgree(input, outcomes);
        });
    }

    /** 0 accepted, 1 rejected, 2 rejected by Brisk but accepted by a lenient Jackson. */
    static int check(byte[] input) {
        List<MutationReading.Outcome> outcomes = MutationReading.readEveryWay(input);
        boolean accepted = MutationReading.assertAgree(input, outcomes);
        Boolean jackson = MutationReading.jacksonAcceptsFully(input);
        if (jackson == null || jackson == accepted) return accepted ? 0 : 1;
        if (accepted) fail("Brisk accepts what Jackson rejects: " + MutationReading.describe(input));
        boolean loneSurrogateEscape = outcomes.get(0).error.detail().startsWith("Lone surrogate");
        if (MutationReading.strictUtf8(input) != null && !loneSurrogateEscape) {
            fail("Brisk rejects valid UTF-8 JSON that Jackson accepts: " + MutationReading.describe(input)
                    + "\n  " + outcomes.get(0));
        }
        return 2;
    }
}
