package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brisk.bind.model.Node;
import dev.brisk.json.JsonException;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * Hostile documents through the binding facade, on a thread with the JVM's default 1 MB stack:
 * a located JsonException, never a StackOverflowError or a foreign exception.
 */
class HostileBindingTest {

    private static byte[] repeat(String unit, int times) {
        return unit.repeat(times).getBytes(StandardCharsets.UTF_8);
    }

    /** Runs {@code read} on a small-stack thread and returns what it threw. */
    private static Throwable thrownOnSmallStack(Runnable read) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                read.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", 1 << 20);
        t.start();
        t.join();
        return failure.get();
    }

    private static void assertDepthError(Throwable thrown, String what) {
        if (!(thrown instanceof JsonException)) throw new AssertionError(what + ": expected a JsonException but got " + thrown, thrown);
        JsonException e = (JsonException) thrown;
        assertTrue(e.getMessage().contains("depth") || e.getMessage().contains("Depth"), what + ": " + e.getMessage());
        assertTrue(e.offset() >= 0 && e.line() >= 1 && e.column() >= 1 && e.path() != null, what + ": no location in " + e.getMessage());
    }

    @Test
    void aMillionNestedArraysAndObjectsIntoObjectRecordsMapsAndListsAreDepthErrors() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            byte[][] inputs = {repeat("[", 1_000_000), repeat("{\"a\":", 1_000_000),
                    repeat("{\"name\":\"n\",\"children\":[", 500_000), repeat("{\"next\":", 1_000_000)};
            Type[] types = {Object.class, Node.class, Map.class, List.class, JsonExceptionHolder.LIST_OF_OBJECT};
            for (Brisk brisk : List.of(Brisk.create(), Brisk.builder().useGeneratedCodecs(false).build())) {
                for (byte[] input : inputs) {
                    for (Type type : types) {
                        String what = type + " from " + new String(input, 0, 20, StandardCharsets.UTF_8) + "...";
                        Throwable fromBytes = thrownOnSmallStack(() -> brisk.read(input, TypeTokens.of(type)));
                        Throwable fromStream = thrownOnSmallStack(() -> brisk.read(new ByteArrayInputStream(input), TypeTokens.of(type)));
                        if (fromBytes == null || fromStream == null) fail(what + ": a million levels were read without an error");
                        // Either the depth limit or a type mismatch at the first level is fine; both must be located JsonExceptions.
                        for (Throwable t : new Throwable[] {fromBytes, fromStream}) {
                            if (!(t instanceof JsonException)) throw new AssertionError(what + ": " + t, t);
                            JsonException e = (JsonException) t;
                            assertTrue(e.offset() >= 0 && e.line() >= 1 && e.path() != null, what + ": no location in " + e.getMessage());
                        }
                        if (type == Object.class || (type == Node.class && input[2] == 'n')) assertDepthError(fromBytes, what);
                    }
                }
            }
        });
    }

    @Test
    void hostileScalarsIntoTypedTargetsAreLocatedJsonExceptions() {
        Brisk brisk = Brisk.create();
        String digits = "9".repeat(1_000_000);
        Object[][] cases = {
                {digits, int.class}, {digits, long.class}, {digits, double.class}, {digits, java.math.BigDecimal.class},
                {digits, java.math.BigInteger.class}, {digits, Object.class},
                {"1e-100000000", java.math.BigDecimal.class}, {"1e100000000", java.math.BigInteger.class},
                {"1e100000000", double.class}, {"1e-100000000", long.class}, {"1e-100000000", int.class},
                {"[1e-100000000]", Object.class},
                {"\"\0\"", String.class}, {"{\"a\0\":1}", Map.class}, {"3000000000", int.class}, {"1.5", int.class},
                {"\"x\"", int.class}, {"null", int.class}, {"[1,2", int[].class}, {"{\"name\":1}", Node.class},
        };
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (Object[] c : cases) {
                String json = (String) c[0];
                Class<?> type = (Class<?>) c[1];
                String what = type.getSimpleName() + " from " + (json.length() > 30 ? json.substring(0, 30) + "..." : json);
                try {
                    Object v = brisk.read(json, type);
                    if (!(json.startsWith("1e-1") && (type == double.class || type == Object.class))) {
                        fail(what + ": read as " + v);
                    }
                } catch (JsonException e) {
                    assertTrue(e.offset() >= 0 && e.line() >= 1 && e.path() != null, what + ": no location in " + e.getMessage());
                } catch (Throwable t) {
                    throw new AssertionError(what + ": foreign " + t, t);
                }
            }
        });
    }

    @Test
    void invalidUtf8InMapKeysAndRecordNamesIsRejected() {
        Brisk brisk = Brisk.create();
        byte[][] bad = {{(byte) 0xC0, (byte) 0x80}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF5}, {(byte) 0x80}};
        for (byte[] b : bad) {
            for (String prefix : new String[] {"", "name", "childrenXYZ"}) {
                byte[] doc = concat("{\"" + prefix, b, "\":1}");
                for (Type type : new Type[] {Map.class, Object.class, Node.class}) {
                    try {
                        brisk.read(doc, TypeTokens.of(type));
                        fail(type + ": invalid UTF-8 in a name was accepted: " + java.util.HexFormat.of().formatHex(doc));
                    } catch (JsonException e) {
                        assertTrue(e.offset() >= 0 && e.line() >= 1, e.getMessage());
                    }
                }
            }
        }
    }

    private static byte[] concat(String a, byte[] b, String c) {
        byte[] x = a.getBytes(StandardCharsets.ISO_8859_1);
        byte[] z = c.getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[x.length + b.length + z.length];
        System.arraycopy(x, 0, out, 0, x.length);
        System.arraycopy(b, 0, out, x.length, b.length);
        System.arraycopy(z, 0, out, x.length + b.length, z.length);
        return out;
    }

    private static final class JsonExceptionHolder {
        static final Type LIST_OF_OBJECT = new TypeToken<List<Object>>() { }.type();
    }

    private static final class TypeTokens {
        @SuppressWarnings("unchecked")
        static TypeToken<Object> of(Type t) { return (TypeToken<Object>) TypeToken.of(t); }
    }

    @Test
    void theDocumentSizeLimitBoundsATopLevelScalarBoundToAnyType() {
        Brisk brisk = Brisk.builder().readerOptions(dev.brisk.json.ReaderOptions.defaults()
                .withLimits(dev.brisk.json.ReadLimits.defaults().withMaxDocumentSize(100))).build();
        String big = "\"" + "x".repeat(1_000_000) + "\"";
        for (Class<?> type : List.<Class<?>>of(String.class, Object.class, dev.brisk.json.JsonValue.class, dev.brisk.json.JsonString.class)) {
            for (Runnable read : List.<Runnable>of(() -> brisk.read(big, type),
                    () -> brisk.read(big.getBytes(StandardCharsets.UTF_8), type),
                    () -> brisk.read(new ByteArrayInputStream(big.getBytes(StandardCharsets.UTF_8)), type))) {
                try {
                    read.run();
                    fail("a 1 MB string passed a 100-byte limit as " + type);
                } catch (JsonException e) {
                    assertTrue(e.getMessage().startsWith("Document size exceeds the limit of 100"), e.getMessage());
                    assertEquals(100, e.offset());
                }
            }
        }
    }

    /**
     * With the depth limits raised, every codec kind reads and writes a document as deep as the
     * limits allow, called from a thread with the default 1 MB stack: the mapper gives the codecs
     * a stack sized from the limit.
     */
    @Test
    void raisedDepthLimitsGetAStackThatHoldsThem() throws InterruptedException {
        int depth = 30_000;
        Brisk deep = Brisk.builder().maxWriteDepth(depth + 10).readerOptions(dev.brisk.json.ReaderOptions.defaults()
                .withLimits(dev.brisk.json.ReadLimits.defaults().withMaxDepth(depth + 10))).build();
        Brisk reflective = Brisk.builder().useGeneratedCodecs(false).maxWriteDepth(depth + 10).readerOptions(dev.brisk.json.ReaderOptions.defaults()
                .withLimits(dev.brisk.json.ReadLimits.defaults().withMaxDepth(depth + 10))).build();
        byte[] arrays = ("[".repeat(depth) + "]".repeat(depth)).getBytes(StandardCharsets.UTF_8);
        byte[] nodes = ("{\"name\":\"n\",\"next\":".repeat(depth - 1) + "{\"name\":\"leaf\"}" + "}".repeat(depth - 1)).getBytes(StandardCharsets.UTF_8);
        for (Brisk b : List.of(deep, reflective)) {
            Throwable thrown = thrownOnSmallStack(() -> {
                Object natural = b.read(new ByteArrayInputStream(arrays), Object.class); // token by token: a stream
                assertEquals(arrays.length, b.writeString(natural).length());
                List<?> list = b.read(new ByteArrayInputStream(arrays), List.class);
                assertEquals(1, list.size());
                Node node = b.read(nodes, Node.class);
                int n = 0;
                for (Node x = node; x != null; x = x.next()) n++;
                assertEquals(depth, n);
                assertEquals(new String(nodes, StandardCharsets.UTF_8), b.writeString(node));
                // (compared as text: the record's own equals recurses, 30,000 deep)
                assertEquals(b.writeString(node), b.writeString(b.read(new ByteArrayInputStream(b.writeBytes(node)), Node.class)));
            });
            if (thrown != null) throw new AssertionError(thrown);
        }
        // and past the raised limit it is still a located depth error
        byte[] deeper = ("[".repeat(depth + 20) + "]".repeat(depth + 20)).getBytes(StandardCharsets.UTF_8);
        assertDepthError(thrownOnSmallStack(() -> deep.read(new ByteArrayInputStream(deeper), Object.class)), "beyond the raised limit");
    }

    @Test
    void aCallersReaderValueStreamsAndBinaryFormatsGetTheStackTheirLimitsAllow() throws InterruptedException {
        int depth = 30_000;
        dev.brisk.json.ReaderOptions raised = dev.brisk.json.ReaderOptions.defaults()
                .withLimits(dev.brisk.json.ReadLimits.defaults().withMaxDepth(depth + 10));
        Brisk deep = Brisk.builder().maxWriteDepth(depth + 10).readerOptions(raised).build();
        Brisk reflective = Brisk.builder().useGeneratedCodecs(false).maxWriteDepth(depth + 10).readerOptions(raised).build();
        String nodes = "{\"name\":\"n\",\"next\":".repeat(depth - 1) + "{\"name\":\"leaf\"}" + "}".repeat(depth - 1);
        byte[] ndjson = (nodes + "\n" + nodes + "\n").getBytes(StandardCharsets.UTF_8);
        for (Brisk b : List.of(deep, reflective)) {
            Throwable thrown = thrownOnSmallStack(() -> {
                // the reader's own limits count, whatever the mapper's are
                assertEquals(depth, length(Brisk.create().read(raised.reader(nodes), Node.class)));
                assertEquals(depth, length(b.read(raised.withSequence(true).reader(new ByteArrayInputStream(ndjson)), Node.class)));
                int values = 0;
                try (ValueIterator<Node> it = b.readValues(new ByteArrayInputStream(ndjson), Node.class)) {
                    while (it.hasNext()) {
                        assertEquals(depth, length(it.next()));
                        values++;
                    }
                }
                assertEquals(2, values);
                Node node = b.read(nodes, Node.class);
                assertEquals(depth, length(b.readMessagePack(b.writeMessagePack(node), Node.class)));
                assertEquals(depth, length(b.readVelocyPack(b.writeVelocyPack(node), Node.class)));
            });
            if (thrown != null) throw new AssertionError(thrown);
        }
    }

    private static int length(Node node) {
        int n = 0;
        for (Node x = node; x != null; x = x.next()) n++;
        return n;
    }

    @Test
    void aValueTheWriterRefusesIsReportedAtItsElementOrMember() {
        Brisk brisk = Brisk.create();
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> brisk.writeString(List.of(1.0, 2.0, Double.NaN)));
        assertEquals("$[2]", e.path(), e.getMessage());
        JsonException m = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> brisk.writeString(Map.of("a", List.of(Double.POSITIVE_INFINITY))));
        assertEquals("$.a[0]", m.path(), m.getMessage());
    }

    /**
     * Runs {@code read} on a thread whose stack holds {@code StackBudget.CALLER_LEVELS} levels but
     * not 1000 (a 1000-deep read needed about 600 KB in a fresh JVM, more than 1 MB in this warm
     * one, before reads moved to a stack of their own at that depth), and returns what it gave or threw.
     */
    private static Object onSmallStack(java.util.function.Supplier<Object> read) throws InterruptedException {
        Object[] outcome = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                outcome[0] = read.get();
            } catch (Throwable e) {
                outcome[0] = e;
            }
        }, "small-stack", 512 << 10);
        t.start();
        t.join();
        return outcome[0];
    }

    @Test
    void aDocumentDeeperThanTheCallersStackHoldsReadsFromEverySource() throws InterruptedException {
        // 1000 levels, the default limit, from a caller whose stack holds far fewer: past the
        // caller's share the read goes on on a stack of its own, whatever the source
        dev.brisk.bind.model.Expr chain = LateDiscriminatorContract.chain(1000);
        for (Brisk b : List.of(Brisk.create(), Brisk.builder().useGeneratedCodecs(false).build())) {
            String doc = LateDiscriminatorContract.json(chain, LateDiscriminatorContract.Placement.LAST, new java.util.Random(1));
            byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
            byte[] pack = b.writeMessagePack(chain, dev.brisk.bind.model.Expr.class);
            assertEquals(chain, b.read(bytes, dev.brisk.bind.model.Expr.class)); // codecs built here, on the big test stack
            byte[] vpack = b.writeVelocyPack(chain, dev.brisk.bind.model.Expr.class);
            dev.brisk.json.JsonValue tree = dev.brisk.json.Json.parse(doc);
            for (Object read : List.of(onSmallStack(() -> b.read(bytes, dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.read(doc, dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.read(new ByteArrayInputStream(bytes), dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.read(new java.io.StringReader(doc), dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.fromTree(tree, dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.readMessagePack(pack, dev.brisk.bind.model.Expr.class)),
                    onSmallStack(() -> b.readVelocyPack(vpack, dev.brisk.bind.model.Expr.class)))) {
                if (read instanceof Throwable) throw new AssertionError(read.toString(), (Throwable) read);
                assertEquals(chain, read);
            }
        }
    }

    /** A value whose codec notes the thread that reads it. */
    record Marker(int n) { }

    @Test
    void aValueStreamWithARaisedLimitReadsEveryValueOnOneThreadWithTheStack() {
        java.util.Set<Thread> readers = java.util.concurrent.ConcurrentHashMap.newKeySet();
        Codec<Marker> noting = new Codec<>() {
            @Override public Marker read(dev.brisk.json.JsonReader in) {
                readers.add(Thread.currentThread());
                return new Marker(in.nextInt());
            }
            @Override public void write(dev.brisk.json.JsonSink out, Marker value) { out.numberValue(value.n()); }
        };
        Brisk b = Brisk.builder().readerOptions(dev.brisk.json.ReaderOptions.defaults()
                        .withLimits(dev.brisk.json.ReadLimits.defaults().withMaxDepth(50_000)))
                .factory((type, lookup) -> type == Marker.class ? noting : null).build();
        StringBuilder ndjson = new StringBuilder();
        for (int i = 0; i < 200; i++) ndjson.append(i).append('\n');
        int n = 0;
        try (ValueIterator<Marker> it = b.readValues(new ByteArrayInputStream(ndjson.toString().getBytes(StandardCharsets.UTF_8)), Marker.class)) {
            while (it.hasNext()) assertEquals(n++, it.next().n());
        }
        assertEquals(200, n);
        // one thread of its own for all 200 (not a thread per value), and not the caller's
        assertEquals(1, readers.size(), readers.size() + " threads read the values");
        assertTrue(!readers.contains(Thread.currentThread()));
    }
}
