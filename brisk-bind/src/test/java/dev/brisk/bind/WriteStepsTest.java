package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Person;
import dev.brisk.bind.model.Status;
import dev.brisk.json.JsonException;
import dev.brisk.json.WriterOptions;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code writeBytes} writes objects into its in-memory writer as member steps (generated codecs'
 * {@code writeSteps}, the reflective codecs' {@code writeStep}); every other target takes the
 * usual calls ({@code writeString}: a writer that passes its chars on; a stream). All three
 * give the same bytes, or the same error (message and path), for every mapper option.
 */
class WriteStepsTest {
    private static final Brisk[] MAPPERS = {
        Brisk.builder().build(),
        Brisk.builder().useGeneratedCodecs(false).build(),
        Brisk.builder().writeNulls(true).build(),
        Brisk.builder().writeNulls(true).useGeneratedCodecs(false).build(),
        Brisk.builder().namingStrategy(NamingStrategy.SNAKE_CASE).build(),
        Brisk.builder().namingStrategy(NamingStrategy.UPPER_CAMEL_CASE).useGeneratedCodecs(false).build(),
        Brisk.builder().writerOptions(WriterOptions.defaults().withNonFiniteNumbers(true)).build(),
        Brisk.builder().writerOptions(WriterOptions.defaults().withHtmlSafe(true).withEscapeNonAscii(true)).build(),
        Brisk.builder().writerOptions(WriterOptions.defaults().withReplaceLoneSurrogates(true)).useGeneratedCodecs(false).build(),
        Brisk.builder().writerOptions(WriterOptions.defaults().withJavaNumberLayout(true)).build(),
        // nested objects at and past the depth limit (opened with their run, or refused by beginObject)
        Brisk.builder().maxWriteDepth(3).build(),
        Brisk.builder().maxWriteDepth(2).useGeneratedCodecs(false).build(),
    };

    @Property(tries = 400)
    void stepsWriteWhatTheUsualCallsWrite(@ForAll long seed, @ForAll @IntRange(min = 0, max = 11) int mapper) {
        Brisk brisk = MAPPERS[mapper];
        Random r = new Random(seed);
        Object value = r.nextBoolean() ? anOrder(r) : aPerson(r);
        assertEquals(outcome(() -> brisk.writeString(value)), outcome(() -> utf8(brisk.writeBytes(value))), "writeBytes");
        assertEquals(outcome(() -> brisk.writeString(value)), outcome(() -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            brisk.write(value, bytes);
            return bytes.toString(StandardCharsets.UTF_8);
        }), "write(OutputStream)");
    }

    private interface Write {
        String run();
    }

    /** The text written, or the error's detail and path. */
    private static String outcome(Write w) {
        try {
            return w.run();
        } catch (JsonException e) {
            return "error: " + e.detail() + " at " + e.path();
        }
    }

    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    private static Order anOrder(Random r) {
        List<Item> items = null;
        if (r.nextInt(5) > 0) {
            items = new ArrayList<>();
            for (int i = r.nextInt(4); i > 0; i--) items.add(r.nextInt(8) == 0 ? null : new Item(aString(r), aDouble(r), r.nextInt()));
        }
        Map<String, Integer> counts = null;
        if (r.nextBoolean()) {
            counts = new LinkedHashMap<>();
            for (int i = r.nextInt(3); i > 0; i--) counts.put(aString(r), r.nextInt(4) == 0 ? null : r.nextInt(100));
        }
        Optional<String> note = r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(aString(r));
        Status status = r.nextInt(4) == 0 ? null : Status.values()[r.nextInt(3)];
        return new Order(r.nextLong(), r.nextInt(5) == 0 ? null : aString(r), items, counts, note, status, r.nextBoolean());
    }

    private static Person aPerson(Random r) {
        Person p = new Person(r.nextInt(5) == 0 ? null : aString(r), r.nextInt(200));
        p.email(r.nextInt(3) == 0 ? null : aString(r));
        p.getTags().clear();
        for (int i = r.nextInt(3); i > 0; i--) p.getTags().add(aString(r));
        return p;
    }

    private static double aDouble(Random r) {
        switch (r.nextInt(6)) {
            case 0: return r.nextBoolean() ? Double.NaN : Double.NEGATIVE_INFINITY;
            case 1: return Double.longBitsToDouble(r.nextLong());
            case 2: return 28.252232368269038;
            default: return r.nextInt(100000) / 100.0;
        }
    }

    /** Short ASCII mostly; escapes, controls, HTML characters, non-ASCII, pairs, rare lone surrogates, Strings past the buffer's first size. */
    private static String aString(Random r) {
        int kind = r.nextInt(12);
        int n = kind == 0 ? 4000 + r.nextInt(6000) : r.nextInt(20);
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            int c = r.nextInt(40);
            if (c < 30 || kind == 0 && c < 38) sb.append((char) ('a' + r.nextInt(26)));
            else if (c == 30) sb.append((char) r.nextInt(0x20));
            else if (c == 31) sb.append("\"\\<>&'".charAt(r.nextInt(6)));
            else if (c == 32) sb.append((char) (0x80 + r.nextInt(0x780)));
            else if (c == 33) sb.append((char) (0x800 + r.nextInt(0xD000)));
            else if (c == 34) sb.appendCodePoint(0x10000 + r.nextInt(0x100000));
            else if (c == 35 && r.nextInt(8) == 0) sb.append((char) (0xD800 + r.nextInt(0x800)));
            else sb.append((char) (' ' + r.nextInt(95)));
        }
        return sb.toString();
    }
}
