package dev.brisk.bind;

import dev.brisk.bind.model.Animal;
import dev.brisk.bind.model.Box;
import dev.brisk.bind.model.Computed;
import dev.brisk.bind.model.Containers;
import dev.brisk.bind.model.Envelope;
import dev.brisk.bind.model.Inlined;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Money;
import dev.brisk.bind.model.Node;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Person;
import dev.brisk.bind.model.Scalars;
import dev.brisk.bind.model.Shape;
import dev.brisk.bind.model.Status;
import dev.brisk.bind.model.Tagged;
import dev.brisk.bind.model.Wide;
import dev.brisk.json.JsonException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Untrusted input into every test model, on both codec paths: random JSON built from the models'
 * own property names and awkward scalars, and damaged copies of valid documents. Whatever comes
 * in, a read ends in a value or a JsonException with a path (never a ClassCastException,
 * NullPointerException or any other exception); the generated and reflective codecs, and bytes
 * and a stream, agree on the value or on the error's path; {@code read(String)} gives exactly what
 * the text's chars give (value, or error with its location); and a value that was read writes a
 * document that reads back to the same value.
 */
class UntrustedInputPropertyTest {
    private static final List<Type> TYPES = List.of(Order.class, Item.class, Scalars.class, Containers.class, Inlined.class,
            Person.class, Money.class, Computed.class, Shape.class, Animal.class, Node.class, Tagged.class, Wide.class,
            Envelope.class, Status.class, new TypeToken<Box<Item>>() { }.type(), new TypeToken<List<Shape>>() { }.type(),
            new TypeToken<Map<Status, List<Integer>>>() { }.type(), Object.class);

    /** Property names of the models (and discriminator values as names), so random objects hit real properties. */
    private static final String[] NAMES = {"id", "customer", "items", "counts", "note", "status", "is_paid", "name", "price",
            "quantity", "kind", "type", "radius", "side", "width", "height", "members", "goodBoy", "lives", "children", "next",
            "value", "values", "groups", "z", "b", "s", "c", "i", "l", "f", "d", "iBox", "dBox", "cBox", "text", "bigInteger",
            "bigDecimal", "uuid", "uri", "bytes", "instant", "localDate", "zonedDateTime", "duration", "period", "year",
            "yearMonth", "ints", "longs", "doubles", "chars", "strings", "grid", "set", "sorted", "queue", "deque", "byInt",
            "byStatus", "enumMap", "nested", "item", "optInt", "optDouble", "anything", "age", "e-mail", "tags", "secret",
            "amount", "currency", "weight", "labels", "zeta", "payload", "meta", "list", "f68", "f67", "cache", "rank",
            "OPEN", "shipped", "CLOSED", "Circle", "rect", "Dog", "1", "-1", ""};

    private static final String[] SCALARS = {"0", "-0", "1", "-1", "1.5", "1e400", "1e-400", "1e39", "128", "300", "32768",
            "2147483648", "9223372036854775808", "123456789012345678901234567890", "true", "false", "null",
            "\"\"", "\"x\"", "\"ab\"", "\"1\"", "\"2.5\"", "\"Circle\"", "\"rect\"", "\"Square\"", "\"Dog\"", "\"Cat\"",
            "\"Pack\"", "\"OPEN\"", "\"shipped\"", "\"SHIPPED\"", "\"AAH/fw==\"", "\"***\"", "\"2024-02-29\"", "\"2024-02-30\"",
            "\"2024-01-02T03:04:05Z\"", "\"PT1H\"", "\"P1Y\"", "\"2000-12\"", "\"123e4567-e89b-12d3-a456-426614174000\"",
            "\"https://x.dev/a\"", "\"a b\"", "\"\\u00e9\"", "\"\\ud800\""};

    // nulls are written so that what was read reads back the same: with nulls left out, a null
    // read into a property whose constructor sets a default (Person.tags) would come back as it
    private final Brisk generated = Brisk.builder().writeNulls(true).build();
    private final Brisk reflective = Brisk.builder().useGeneratedCodecs(false).writeNulls(true).build();

    @Provide
    Arbitrary<String> documents() { return value(4); }

    private static Arbitrary<String> value(int depth) {
        Arbitrary<String> scalar = Arbitraries.oneOf(Arbitraries.of(SCALARS),
                Arbitraries.longs().map(String::valueOf), Arbitraries.doubles().filter(d -> Double.isFinite(d) && Double.doubleToRawLongBits(d) != Long.MIN_VALUE).map(String::valueOf));
        // -0.0 (and -1e-400) are left out: into an Object they read as the double -0.0, which the
        // writer writes as -0, which reads back as the int 0 (a known loss of the natural binding)
        if (depth == 0) return scalar;
        Arbitrary<String> inner = value(depth - 1);
        Arbitrary<String> array = inner.list().ofMaxSize(4).map(l -> "[" + String.join(",", l) + "]");
        Arbitrary<String> member = Combinators.combine(Arbitraries.of(NAMES), inner).as((k, v) -> "\"" + k + "\":" + v);
        Arbitrary<String> object = member.list().ofMaxSize(6).map(l -> "{" + String.join(",", l) + "}");
        return Arbitraries.frequencyOf(Tuple.of(3, scalar), Tuple.of(2, array), Tuple.of(5, object));
    }

    /** The value read (as the JSON it writes), or the path of the JsonException; anything else fails the property. */
    private static String outcome(Brisk brisk, String path, byte[] input, Type type) {
        return outcome(brisk, path, input, type, () -> brisk.read(input, TypeToken.of(type)));
    }

    private static String outcome(Brisk brisk, String path, byte[] input, Type type, java.util.function.Supplier<Object> read) {
        Object v;
        try {
            v = read.get();
        } catch (JsonException e) {
            if (e.path() == null) throw new AssertionError(path + ": error without a path: " + e.getMessage(), e);
            return "error at " + e.path();
        } catch (Throwable t) {
            throw new AssertionError(path + " into " + type.getTypeName() + ": foreign " + t + " for "
                    + new String(input, StandardCharsets.UTF_8), t);
        }
        String written = brisk.writeString(v, type);
        Object again = brisk.read(written, TypeToken.of(type));
        assertEquals(written, brisk.writeString(again, type), () -> path + ": what was read does not read back the same");
        return written;
    }

    private void bothPathsAgree(byte[] input) {
        for (Type type : TYPES) {
            String g = outcome(generated, "generated", input, type);
            String r = outcome(reflective, "reflective", input, type);
            assertEquals(g, r, () -> "the paths differ for " + type.getTypeName() + " from " + new String(input, StandardCharsets.UTF_8));
            // a stream is read by the reader's buffered path, in-memory bytes by its fast paths: same outcome
            String s = outcome(generated, "generated(InputStream)", input, type,
                    () -> generated.read(new java.io.ByteArrayInputStream(input), TypeToken.of(type)));
            assertEquals(g, s, () -> "a stream differs for " + type.getTypeName() + " from " + new String(input, StandardCharsets.UTF_8));
            stringReadsAsItsChars(new String(input, StandardCharsets.UTF_8), type);
        }
    }

    /**
     * {@code read(String)} (ASCII text goes as its bytes through the pooled readers) against the
     * text's chars through a reader over the String, as it was read before: the same value, or
     * the same error to the message, offset, line, column and path.
     */
    private void stringReadsAsItsChars(String text, Type type) {
        String asChars = exactOutcome(() -> {
            try (dev.brisk.json.JsonReader in = dev.brisk.json.ReaderOptions.defaults().reader(text)) {
                return generated.read(in, TypeToken.of(type));
            }
        }, type);
        String viaMapper = exactOutcome(() -> generated.read(text, TypeToken.of(type)), type);
        assertEquals(asChars, viaMapper, () -> "read(String) differs for " + type.getTypeName() + " from " + text);
    }

    private String exactOutcome(java.util.function.Supplier<Object> read, Type type) {
        try {
            return generated.writeString(read.get(), type);
        } catch (JsonException e) {
            return "error " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column() + " " + e.path();
        }
    }

    @Property(tries = 300)
    void randomDocumentsReadAsAValueOrALocatedErrorAlikeOnBothPaths(@ForAll("documents") String document) {
        bothPathsAgree(document.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 300)
    void damagedDocumentsReadAsAValueOrALocatedErrorAlikeOnBothPaths(@ForAll("documents") String document, @ForAll long seed) {
        Random r = new Random(seed);
        List<Map.Entry<Object, Type>> samples = FacadeContract.samples();
        Map.Entry<Object, Type> sample = samples.get(r.nextInt(samples.size()));
        byte[] valid = generated.writeBytes(sample.getKey(), sample.getValue());
        bothPathsAgree(damage(valid, document.getBytes(StandardCharsets.UTF_8), r));
    }

    /** One to three edits: cut, flip a byte, drop a byte, or splice in a piece of another document. */
    private static byte[] damage(byte[] doc, byte[] other, Random r) {
        byte[] b = doc;
        for (int n = 1 + r.nextInt(3); n > 0; n--) {
            int at = r.nextInt(b.length + 1);
            switch (r.nextInt(4)) {
                case 0: b = java.util.Arrays.copyOf(b, at); break;
                case 1: if (b.length > 0) { b = b.clone(); b[Math.min(at, b.length - 1)] = (byte) r.nextInt(256); } break;
                case 2: if (at < b.length) b = splice(b, at, at + 1, new byte[0]); break;
                default: {
                    int from = r.nextInt(other.length + 1);
                    int to = Math.min(other.length, from + r.nextInt(12));
                    b = splice(b, at, at, java.util.Arrays.copyOfRange(other, from, to));
                }
            }
        }
        return b;
    }

    private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
        List<Byte> out = new ArrayList<>();
        for (int i = 0; i < from; i++) out.add(b[i]);
        for (byte x : insert) out.add(x);
        for (int i = to; i < b.length; i++) out.add(b[i]);
        byte[] r = new byte[out.size()];
        for (int i = 0; i < r.length; i++) r[i] = out.get(i);
        return r;
    }
}
