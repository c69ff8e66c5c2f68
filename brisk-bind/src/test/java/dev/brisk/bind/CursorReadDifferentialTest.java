package dev.brisk.bind;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonValue;
import dev.brisk.json.TreeCursor;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in codecs over a {@link BytesCursor} and a {@link TreeCursor} against the same codecs
 * over the JsonReader (of the text; of the tree):
 * random documents of each type (whitespace everywhere, escapes, non-ASCII text, nulls, numbers
 * of every form and size, unknown shapes) and damaged copies of them. What the cursor reads
 * equals what the reader reads; where the reader throws, the cursor has failed; and
 * {@code Brisk.read(byte[])}, which tries the cursor first, gives the reader's value or throws
 * its very exception (message, offset, line, column, path).
 */
class CursorReadDifferentialTest {
    private static final Brisk BRISK = Brisk.create();

    /** A document shape per type: how to write a random instance of it. */
    private interface Shape { void write(StringBuilder sb, Random r, int depth); }

    private static final class Case {
        final Type type;
        final Shape shape;
        Case(Type type, Shape shape) { this.type = type; this.shape = shape; }
    }

    private static final Shape STRING = (sb, r, d) -> string(sb, r);
    private static final Shape INT = (sb, r, d) -> number(sb, r, true);
    private static final Shape DOUBLE = (sb, r, d) -> number(sb, r, false);
    private static final Shape BOOL = (sb, r, d) -> sb.append(r.nextBoolean());
    /** An enum without a generated codec: the built-in EnumCodec. */
    enum Status { OPEN, @JsonName("shipped") SHIPPED, CLOSED }

    private static final String[] STATUSES = {"\"OPEN\"", "\"shipped\"", "\"CLOSED\"", "\"SHIPPED\"", "\"\\u0073hipped\"", "\"LOST\""};
    private static final Shape STATUS = (sb, r, d) -> sb.append(STATUSES[r.nextInt(STATUSES.length)]);

    private static Shape array(Shape element) {
        return (sb, r, d) -> {
            sb.append('[');
            int n = r.nextInt(6);
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(',');
                space(sb, r);
                nullOr(sb, r, element, d);
                space(sb, r);
            }
            sb.append(']');
        };
    }

    private static Shape object(Shape key, Shape value) {
        return (sb, r, d) -> {
            sb.append('{');
            int n = r.nextInt(5);
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(',');
                space(sb, r);
                key.write(sb, r, d);
                space(sb, r);
                sb.append(':');
                space(sb, r);
                nullOr(sb, r, value, d);
                space(sb, r);
            }
            sb.append('}');
        };
    }

    private static final Shape INT_KEY = (sb, r, d) -> sb.append('"').append(r.nextInt(4) == 0 ? "x" : String.valueOf(r.nextInt(2000) - 1000)).append('"');

    private static final List<Case> CASES = List.of(
            new Case(new TypeToken<List<String>>() { }.type(), array(STRING)),
            new Case(new TypeToken<List<Integer>>() { }.type(), array(INT)),
            new Case(new TypeToken<List<Long>>() { }.type(), array(INT)),
            new Case(new TypeToken<List<Double>>() { }.type(), array(DOUBLE)),
            new Case(new TypeToken<Set<String>>() { }.type(), array(STRING)),
            new Case(new TypeToken<TreeSet<String>>() { }.type(), array(STRING)),
            new Case(new TypeToken<List<Status>>() { }.type(), array(STATUS)),
            new Case(new TypeToken<List<List<Boolean>>>() { }.type(), array(array(BOOL))),
            new Case(new TypeToken<Map<String, List<Integer>>>() { }.type(), object(STRING, array(INT))),
            new Case(new TypeToken<SortedMap<String, Double>>() { }.type(), object(STRING, DOUBLE)),
            new Case(new TypeToken<Map<Integer, String>>() { }.type(), object(INT_KEY, STRING)),
            new Case(new TypeToken<Map<String, Optional<String>>>() { }.type(), object(STRING, STRING)),
            new Case(new TypeToken<List<Map<String, Status>>>() { }.type(), array(object(STRING, STATUS))),
            new Case(int[].class, array(INT)),
            new Case(long[].class, array(INT)),
            new Case(short[].class, array(INT)),
            new Case(double[].class, array(DOUBLE)),
            new Case(float[].class, array(DOUBLE)),
            new Case(boolean[].class, array(BOOL)),
            new Case(char[].class, STRING),
            new Case(String[].class, array(STRING)),
            new Case(Character.class, STRING),
            new Case(Byte.class, INT),
            new Case(int.class, INT),
            new Case(Double.class, DOUBLE));

    // ------------------------------------------------------------------ random text

    private static void space(StringBuilder sb, Random r) {
        if (r.nextInt(3) != 0) return;
        String[] ws = {" ", "\n", "\t", "\r\n", "   "};
        sb.append(ws[r.nextInt(ws.length)]);
    }

    private static void nullOr(StringBuilder sb, Random r, Shape s, int depth) {
        if (r.nextInt(10) == 0) sb.append("null"); else s.write(sb, r, depth + 1);
    }

    private static final String[] PIECES = {"a", "Z", "name", " ", "0", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u4e16",
            "\\uD83D\\uDE00", "\u00e9", "\u00ff", "\u4e16\u754c", "\uD83D\uDE00", "\\t", "<>&'", "abcdefghijklmnopq"};

    private static void string(StringBuilder sb, Random r) {
        sb.append('"');
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) sb.append(PIECES[r.nextInt(PIECES.length)]);
        sb.append('"');
    }

    private static final String[] NUMBERS = {"0", "-0", "1", "-1", "127", "128", "-129", "32767", "40000", "2147483647", "2147483648",
            "-2147483648", "-2147483649", "123456789012345678", "9223372036854775807", "-9223372036854775808", "99999999999999999999",
            "1.0", "1e2", "2.50e1", "1.5", "-0.0", "3.141592653589793", "28.252232368269038", "1e308", "1e309", "-1e400", "4.9e-324",
            "1e-400", "0.1", "123456789.123456789", "1E+2", "12345678901234567890123"};

    private static void number(StringBuilder sb, Random r, boolean integral) {
        if (r.nextInt(3) == 0) {
            sb.append(NUMBERS[r.nextInt(NUMBERS.length)]);
        } else if (integral) {
            sb.append(r.nextInt(2000) - 1000);
        } else {
            sb.append(r.nextDouble() * 1000 - 500);
        }
    }

    private static final String MUTANTS = "\"\\{}[],:0-e.nx\u0001 ";

    private static byte[] mutate(byte[] doc, Random r) {
        byte[] b = doc;
        int at = r.nextInt(b.length + 1);
        switch (r.nextInt(4)) {
            case 0: return Arrays.copyOf(b, at);
            case 1: if (b.length > 0) { b = b.clone(); b[Math.min(at, b.length - 1)] = (byte) MUTANTS.charAt(r.nextInt(MUTANTS.length())); } return b;
            case 2: if (b.length > 0) { b = b.clone(); b[Math.min(at, b.length - 1)] = (byte) r.nextInt(256); } return b;
            default: {
                byte[] c = new byte[b.length + 1];
                System.arraycopy(b, 0, c, 0, at);
                c[at] = (byte) ",]}\"x ".charAt(r.nextInt(6));
                System.arraycopy(b, at, c, at + 1, b.length - at);
                return c;
            }
        }
    }

    // ------------------------------------------------------------------ the comparison

    /** The outcome through the JsonReader: a value (as JSON, arrays and all) or the exception. */
    private static Object viaReader(byte[] doc, Type type) {
        try {
            return BRISK.writeString(BRISK.read(ByteBuffer.wrap(doc), TypeToken.of(type)), type);
        } catch (JsonException e) {
            return e;
        }
    }

    /** Through the cursor alone: the value as JSON, or null when the cursor gave up. */
    private static String viaCursor(byte[] doc, Type type) {
        Codec<Object> codec = BRISK.codec(type);
        BytesCursor in = BytesCursor.over(doc);
        Object v = codec.readBytes(in);
        return in.finish() ? BRISK.writeString(v, type) : null;
    }

    private static Object viaMapper(byte[] doc, Type type) {
        try {
            return BRISK.writeString(BRISK.read(doc, TypeToken.of(type)), type);
        } catch (JsonException e) {
            return e;
        }
    }

    /** Compares the three ways for one document; returns whether the cursor read it. */
    private static boolean check(byte[] doc, Type type) {
        String text = new String(doc, StandardCharsets.ISO_8859_1);
        Object reader = viaReader(doc, type);
        String cursor = viaCursor(doc, type);
        if (cursor != null) assertEquals(reader, cursor, () -> type + " " + text);
        Object mapper = viaMapper(doc, type);
        if (reader instanceof JsonException) {
            assertTrue(mapper instanceof JsonException, () -> type + " " + text + " read as " + mapper);
            JsonException a = (JsonException) reader;
            JsonException b = (JsonException) mapper;
            assertEquals(a.getMessage(), b.getMessage(), text);
            assertEquals(List.of(a.offset(), a.line(), a.column(), Objects.toString(a.path())),
                    List.of(b.offset(), b.line(), b.column(), Objects.toString(b.path())), text);
        } else {
            assertEquals(reader, mapper, text);
        }
        return cursor != null;
    }

    // ------------------------------------------------------------------ the same over trees

    /** Through the tree's JsonReader (what fromTree did before its cursor): the value as JSON, or the exception. */
    private static Object viaTreeReader(JsonValue tree, Type type) {
        try (JsonReader in = BRISK.options().readerOptions().reader(tree)) {
            return BRISK.writeString(BRISK.codec(type).read(in), type);
        } catch (JsonException e) {
            return e;
        }
    }

    /**
     * Compares the three ways to read the tree of {@code doc} (when it is JSON), as parsed and as
     * rebuilt with String names: the tree's reader, the TreeCursor alone, and fromTree (cursor,
     * then reader); returns whether the cursor read the parsed tree.
     */
    private static boolean checkTree(byte[] doc, Type type) {
        JsonValue parsed;
        try {
            parsed = Json.parse(doc);
        } catch (JsonException e) {
            return false;
        }
        boolean read = false;
        for (JsonValue tree : List.of(parsed, TreeReadContract.rebuilt(parsed))) {
            Object reader = viaTreeReader(tree, type);
            TreeCursor in = TreeCursor.over(tree);
            Object v = BRISK.codec(type).readValues(in);
            boolean byCursor = in.finish();
            if (byCursor) assertEquals(reader, BRISK.writeString(v, type), () -> type + " " + tree);
            if (tree == parsed) read = byCursor;
            Object mapper;
            try {
                mapper = BRISK.writeString(BRISK.fromTree(tree, TypeToken.of(type)), type);
            } catch (JsonException e) {
                mapper = e;
            }
            if (reader instanceof JsonException a) {
                assertTrue(mapper instanceof JsonException, () -> type + " " + tree + " read from the tree");
                JsonException b = (JsonException) mapper;
                assertEquals(a.getMessage(), b.getMessage(), tree::toString);
                assertEquals(Objects.toString(a.path()), Objects.toString(b.path()), tree::toString);
            } else {
                assertEquals(reader, mapper, tree::toString);
                Object text = viaReader(doc, type);
                if (!(text instanceof JsonException)) assertEquals(text, mapper, () -> "the tree and the text of " + tree);
            }
        }
        return read;
    }

    private static byte[] document(Case c, Random r) {
        StringBuilder sb = new StringBuilder();
        space(sb, r);
        c.shape.write(sb, r, 0);
        space(sb, r);
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Property(tries = 400)
    void randomDocumentsReadAlikeThroughTheCursorAndTheReader(@ForAll long seed) {
        Random r = new Random(seed);
        for (Case c : CASES) {
            byte[] doc = document(c, r);
            check(doc, c.type);
            checkTree(doc, c.type);
            byte[] mutated = mutate(doc, r);
            check(mutated, c.type);
            checkTree(mutated, c.type);
        }
    }

    /** Most intact documents really go through the cursor (else the comparison above proves little). */
    @Test
    void mostIntactDocumentsAreReadByTheCursor() {
        Random r = new Random(15);
        for (Case c : CASES) {
            int read = 0;
            int readTrees = 0;
            int valid = 0;
            for (int i = 0; i < 200; i++) {
                byte[] doc = document(c, r);
                boolean byCursor = check(doc, c.type);
                boolean byTreeCursor = checkTree(doc, c.type);
                if (!(viaReader(doc, c.type) instanceof JsonException)) {
                    valid++;
                    if (byCursor) read++;
                    if (byTreeCursor) readTrees++;
                }
            }
            assertTrue(read * 3 >= valid, c.type + ": the cursor read " + read + " of " + valid + " valid documents");
            assertTrue(readTrees * 3 >= valid, c.type + ": the tree cursor read " + readTrees + " of " + valid + " valid documents");
        }
    }
}
