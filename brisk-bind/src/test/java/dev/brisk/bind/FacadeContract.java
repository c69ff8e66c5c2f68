package dev.brisk.bind;

import dev.brisk.bind.model.Animal;
import dev.brisk.bind.model.Box;
import dev.brisk.bind.model.Computed;
import dev.brisk.bind.model.Containers;
import dev.brisk.bind.model.Envelope;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Link;
import dev.brisk.bind.model.Money;
import dev.brisk.bind.model.Node;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Person;
import dev.brisk.bind.model.Scalars;
import dev.brisk.bind.model.Shape;
import dev.brisk.bind.model.Status;
import dev.brisk.bind.model.Tagged;
import dev.brisk.bind.model.Wide;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import static dev.brisk.bind.BindingContract.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The facade's every form over one set of codecs, run with generated codecs
 * ({@link GeneratedFacadeTest}) and reflective ones ({@link ReflectiveFacadeTest}): byte[],
 * String, streams, readers and writers, trees, VelocyPack and MessagePack, value streams, type
 * tokens, and one mapper shared by many threads.
 */
abstract class FacadeContract {

    /** A builder for the path under test. */
    abstract Brisk.Builder builder();

    final Brisk brisk = builder().build();

    /** One value of every test model type, with the type it is bound as. */
    static List<Map.Entry<Object, Type>> samples() {
        EnumMap<Status, String> enumMap = new EnumMap<>(Status.class);
        enumMap.put(Status.CLOSED, "c");
        Map<Integer, String> byInt = new LinkedHashMap<>();
        byInt.put(-1, "m");
        byInt.put(10, "t");
        Person person = new Person("Bo", 3);
        person.email("b@y");
        Computed computed = new Computed("c");
        computed.weight = 2;
        computed.setLabels(List.of("x"));
        Wide wide = new Wide();
        wide.f0 = 5;
        wide.f66 = -66;
        wide.f68 = "w";
        List<Map.Entry<Object, Type>> all = new ArrayList<>();
        all.add(Map.entry(new Order(42, "ann", List.of(new Item("pen", 1.5, 3), new Item("ink", 2e-3, 1)),
                Map.of("a", 1), Optional.of("fragile"), Status.SHIPPED, true), Order.class));
        all.add(Map.entry(new Scalars(true, (byte) -8, (short) 300, '\u00e9', -5, Long.MIN_VALUE, 1.1f, 0.1,
                false, (byte) 1, (short) 2, 'x', 3, 4L, 5.5f, 6.25,
                "tab\t\"q\" \uD83D\uDE00", new BigInteger("18446744073709551615"), new BigDecimal("-0.25"),
                UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), URI.create("https://x.dev/a?b=c"), new byte[] {0, 1, -1, 127},
                Instant.parse("2024-01-02T03:04:05.123456789Z"), LocalDate.of(2024, 2, 29), LocalTime.of(23, 59, 1),
                LocalDateTime.of(2020, 1, 1, 0, 0), OffsetDateTime.of(2021, 5, 6, 7, 8, 9, 0, ZoneOffset.ofHours(-3)),
                ZonedDateTime.of(2022, 3, 27, 12, 0, 0, 0, ZoneId.of("Europe/Paris")), Duration.ofSeconds(3723, 5),
                Period.of(1, 2, 3), Year.of(1999), YearMonth.of(2000, 12)), Scalars.class));
        all.add(Map.entry(new Containers(new int[] {1, -2}, new long[] {Long.MAX_VALUE}, new double[] {0.5, -0.0},
                new float[] {1.5f}, new boolean[] {true, false}, new short[] {-300}, "chars".toCharArray(),
                new String[] {"a", null}, new Item[][] {{new Item("i", 1, 1)}, {}},
                List.of("l"), Set.of(7), new TreeSet<>(List.of("b", "a")), List.of(1L, 2L),
                new ArrayDeque<>(List.of("q")), new ArrayDeque<>(List.of(1, 2)),
                byInt, Map.of(5000000000L, true), Map.of(Status.SHIPPED, 1), enumMap, new TreeMap<>(Map.of("z", 1.0, "a", 2.0)),
                Map.of("n", List.of(Map.of("k", new Item("deep", 2, 2)))),
                Optional.of(new Item("o", 0, 0)), OptionalInt.of(3), OptionalLong.empty(), OptionalDouble.of(0.25),
                Map.of("free", List.of(1, "two", true, 2.5))), Containers.class));
        all.add(Map.entry(person, Person.class));
        all.add(Map.entry(new Money(new BigDecimal("12.5"), "USD"), Money.class));
        all.add(Map.entry(computed, Computed.class));
        all.add(Map.entry(List.of(new Shape.Circle(1), new Shape.Rect(2, 3.5), new Shape.Square(0)),
                Types.parameterized(List.class, Shape.class)));
        all.add(Map.entry(new Animal.Pack(List.of(new Animal.Dog("rex", true), new Animal.Pack(List.of(new Animal.Cat("tom", 9))))),
                Animal.class));
        all.add(Map.entry(new Node("root", List.of(new Node("a", List.of(), null)), new Node("n", null, null)), Node.class));
        all.add(Map.entry(new Box<>(new Item("a", 1, 1), List.of(new Item("b", 2, 2)), Map.of("g", List.of(new Item("c", 3, 3)))),
                new TypeToken<Box<Item>>() { }.type()));
        all.add(Map.entry(wide, Wide.class));
        all.add(Map.entry(new Tagged("t", 0, Optional.empty(), OptionalInt.of(4)), Tagged.class));
        all.add(Map.entry(new Envelope("e", Json.parse("[1.5,{\"a\":null},-1,1e+300]"), (dev.brisk.json.JsonObject) Json.parse("{\"n\":1}"),
                null), Envelope.class));
        all.add(Map.entry(Status.SHIPPED, Status.class));
        return all;
    }

    private static <T> TypeToken<T> token(Type t) {
        @SuppressWarnings("unchecked") TypeToken<T> token = (TypeToken<T>) TypeToken.of(t);
        return token;
    }

    @Test
    void everyWritingFormWritesTheSameDocument() {
        for (Map.Entry<Object, Type> s : samples()) {
            Object value = s.getKey();
            Type type = s.getValue();
            String expected = brisk.writeString(value, type);
            assertEquals(expected, new String(brisk.writeBytes(value, type), StandardCharsets.UTF_8), type::getTypeName);
            assertEquals(expected, brisk.writeString(value, token(type)), type::getTypeName);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            brisk.write(value, type, bytes);
            assertEquals(expected, bytes.toString(StandardCharsets.UTF_8), type::getTypeName);
            StringWriter chars = new StringWriter();
            brisk.write(value, type, chars);
            assertEquals(expected, chars.toString(), type::getTypeName);
            assertEquals(Json.parse(expected), brisk.toTree(value, type), type::getTypeName);
            if (value.getClass() == type) { // bound by its runtime class: a sealed type's subtype would have no discriminator
                assertEquals(expected, brisk.writeString(value), type::getTypeName);
                ByteArrayOutputStream runtime = new ByteArrayOutputStream();
                brisk.write(value, runtime);
                assertEquals(expected, runtime.toString(StandardCharsets.UTF_8), type::getTypeName);
            }
        }
    }

    @Test
    void everyReadingFormReadsTheSameValue() {
        for (Map.Entry<Object, Type> s : samples()) {
            Type type = s.getValue();
            TypeToken<Object> token = token(type);
            String expected = brisk.writeString(s.getKey(), type);
            byte[] utf8 = expected.getBytes(StandardCharsets.UTF_8);
            // values are compared as the JSON they write: some models (arrays, Person) have no equals
            assertEquals(expected, brisk.writeString(brisk.read(utf8, token), type), type::getTypeName);
            assertEquals(expected, brisk.writeString(brisk.read(expected, token), type), type::getTypeName);
            assertEquals(expected, brisk.writeString(brisk.read(new ByteArrayInputStream(utf8), token), type), type::getTypeName);
            assertEquals(expected, brisk.writeString(brisk.read(new StringReader(expected), token), type), type::getTypeName);
            assertEquals(expected, brisk.writeString(brisk.fromTree(Json.parse(expected), token), type), type::getTypeName);
            if (type instanceof Class) {
                @SuppressWarnings("unchecked") Class<Object> c = (Class<Object>) type;
                assertEquals(expected, brisk.writeString(brisk.read(utf8, c), type), type::getTypeName);
                assertEquals(expected, brisk.writeString(brisk.read(new StringReader(expected), c), type), type::getTypeName);
                assertEquals(expected, brisk.writeString(brisk.fromTree(Json.parse(expected), c), type), type::getTypeName);
            }
        }
    }

    @Test
    void velocyPackAndMessagePackGoThroughTheSameCodecsAndRoundTrip() {
        for (Map.Entry<Object, Type> s : samples()) {
            Type type = s.getValue();
            TypeToken<Object> token = token(type);
            String expected = brisk.writeString(s.getKey(), type);
            Object fromVpack = brisk.readVelocyPack(brisk.writeVelocyPack(s.getKey(), type), token);
            assertEquals(expected, brisk.writeString(fromVpack, type), () -> "VelocyPack " + type.getTypeName());
            Object fromMsgpack = brisk.readMessagePack(brisk.writeMessagePack(s.getKey(), type), token);
            assertEquals(expected, brisk.writeString(fromMsgpack, type), () -> "MessagePack " + type.getTypeName());
        }
    }

    /**
     * VelocyPack and MessagePack hold numbers as 64-bit integers or doubles (Brisk's pack module
     * has no exact decimal type): a BigInteger beyond 64 bits or a BigDecimal that is not an
     * integer comes back as the nearest double's value (and a BigDecimal loses its scale), never
     * as an error or a different magnitude.
     */
    @Test
    void binaryFormatsCarryBigNumbersAsTheNearestDouble() {
        BigInteger big = new BigInteger("123456789012345678901234567890");
        BigDecimal exact = new BigDecimal("1.000000000000000000001");
        BigInteger viaVpack = brisk.readVelocyPack(brisk.writeVelocyPack(big), BigInteger.class);
        BigInteger viaMsgpack = brisk.readMessagePack(brisk.writeMessagePack(big), BigInteger.class);
        BigInteger nearest = new BigDecimal(Double.toString(big.doubleValue())).toBigInteger();
        assertEquals(nearest, viaVpack);
        assertEquals(nearest, viaMsgpack);
        assertEquals(0, brisk.readVelocyPack(brisk.writeVelocyPack(exact), BigDecimal.class).compareTo(BigDecimal.ONE));
        assertEquals(0, brisk.readMessagePack(brisk.writeMessagePack(exact), BigDecimal.class).compareTo(BigDecimal.ONE));
        assertEquals(new BigDecimal("12.5"), brisk.readVelocyPack(brisk.writeVelocyPack(new BigDecimal("12.50")), BigDecimal.class));
        assertEquals(new BigDecimal("12.5"), brisk.readMessagePack(brisk.writeMessagePack(new BigDecimal("12.50")), BigDecimal.class));
        assertEquals(Long.MIN_VALUE, brisk.readMessagePack(brisk.writeMessagePack(Long.MIN_VALUE), Long.class));
        assertEquals(new BigInteger("18446744073709551615"),
                brisk.readVelocyPack(brisk.writeVelocyPack(new BigInteger("18446744073709551615")), BigInteger.class));
    }

    @Test
    void aTreeBindsWithTheSameChecksAsText() {
        JsonValue tree = Json.parse(json("{'customer':'a','items':[{'price':'cheap'}]}"));
        JsonException e = assertThrows(JsonException.class, () -> brisk.fromTree(tree, Order.class));
        assertEquals("$.items[0].price", e.path());
        assertThrows(JsonException.class, () -> brisk.fromTree(Json.parse(json("{'id':1}")), Order.class));
        assertNull(brisk.fromTree(Json.parse("null"), Order.class));
    }

    @Test
    void oneMapperIsSafeToShareBetweenThreadsFromItsFirstUse() throws Exception {
        Brisk shared = builder().build(); // no codec built yet: first use races too
        List<Map.Entry<Object, Type>> samples = samples();
        List<String> expected = new ArrayList<>();
        for (Map.Entry<Object, Type> s : samples) expected.add(brisk.writeString(s.getKey(), s.getValue()));
        CountDownLatch start = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            int offset = t;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                    for (int round = 0; round < 60; round++) {
                        int i = (round + offset) % samples.size();
                        Type type = samples.get(i).getValue();
                        String written = shared.writeString(samples.get(i).getKey(), type);
                        assertEquals(expected.get(i), written);
                        assertEquals(expected.get(i), shared.writeString(shared.read(written, token(type)), type));
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            });
            thread.start();
            threads.add(thread);
        }
        start.countDown();
        for (Thread thread : threads) thread.join();
        if (failure.get() != null) throw new AssertionError("a thread failed", failure.get());
    }

    // ------------------------------------------------------------------ value streams

    private static InputStream utf8(String s) { return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)); }

    @Test
    void valueStreamsReadSealedAndGenericValuesInEveryLayout() {
        String ndjson = json("{'radius':1,'kind':'Circle'}\n{'kind':'rect','width':2,'height':3}\n");
        try (ValueIterator<Shape> it = brisk.readValues(utf8(ndjson), Shape.class)) {
            assertEquals(List.of(new Shape.Circle(1), new Shape.Rect(2, 3)), it.stream().collect(Collectors.toList()));
        }
        TypeToken<Box<Item>> boxes = new TypeToken<>() { };
        String array = json("[{'value':{'name':'a'}},{'value':{'name':'b'}}]");
        try (ValueIterator<Box<Item>> it = brisk.readValues(new StringReader(array), boxes)) {
            assertEquals(new Item("b", 0, 0), it.stream().skip(1).findFirst().orElseThrow().value());
        }
        try (ValueIterator<Box<Item>> it = brisk.readValues(utf8(json("{'value':{'name':'a'}}{'value':{'name':'b'}}")), boxes)) {
            assertEquals(2, it.stream().count());
        }
    }

    @Test
    void valueWritersWriteNdjsonOfSealedAndGenericValuesThatReadsBack() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ValueWriter<Shape> w = brisk.writeValues(out, Shape.class)) {
            w.write(new Shape.Circle(1));
            w.write(new Shape.Rect(2, 3));
        }
        assertEquals(json("{'kind':'Circle','radius':1}\n{'kind':'rect','width':2,'height':3}\n"), out.toString(StandardCharsets.UTF_8));
        StringWriter chars = new StringWriter();
        TypeToken<Box<Item>> boxes = new TypeToken<>() { };
        try (ValueWriter<Box<Item>> w = brisk.writeValues(chars, boxes)) {
            w.write(new Box<>(new Item("a", 1, 1), null, null));
            w.write(new Box<>(null, List.of(new Item("b", 2, 2)), null));
        }
        assertEquals(json("{'value':{'name':'a','price':1,'quantity':1}}\n{'values':[{'name':'b','price':2,'quantity':2}]}\n"),
                chars.toString());
        try (ValueIterator<Box<Item>> it = brisk.readValues(new StringReader(chars.toString()), boxes)) {
            assertEquals(List.of(new Item("b", 2, 2)), it.stream().skip(1).findFirst().orElseThrow().values());
        }
    }

    /** An endless top-level array: its elements are read one at a time, never the whole array. */
    @Test
    void theElementsOfAnEndlessTopLevelArrayAreReadLazily() {
        InputStream endless = new InputStream() {
            final byte[] element = "{\"name\":\"pen\",\"price\":1.5,\"quantity\":2},".getBytes(StandardCharsets.US_ASCII);
            long pos = -1;
            @Override public int read() { return pos++ < 0 ? '[' : element[(int) ((pos - 1) % element.length)]; }
        };
        try (ValueIterator<Item> it = brisk.readValues(endless, Item.class)) {
            for (int i = 0; i < 100_000; i++) assertEquals(new Item("pen", 1.5, 2), it.next());
            assertTrue(it.hasNext());
        }
    }

    // ------------------------------------------------------------------ cycles

    /** Every writing form stops a cycle at the mapper's write depth and says what to change. */
    private static void assertCycleError(Runnable write) {
        JsonException e = assertThrows(JsonException.class, write::run);
        assertTrue(e.getMessage().startsWith("Nesting depth exceeds the limit of 40 while writing; is the object graph cyclic?"),
                e.getMessage());
        assertTrue(e.getMessage().contains("Brisk.Builder.maxWriteDepth"), e.getMessage());
    }

    @Test
    void cyclesThroughObjectsCollectionsAndMapsAreCaughtOnEveryWritingForm() {
        Brisk shallow = builder().maxWriteDepth(40).build();
        List<Object> list = new ArrayList<>();
        list.add(list);
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("self", map);
        Link a = new Link();
        a.next = a;
        for (Object cyclic : List.of(list, map, a)) {
            assertCycleError(() -> shallow.writeString(cyclic));
            assertCycleError(() -> shallow.writeBytes(cyclic));
            assertCycleError(() -> shallow.write(cyclic, new ByteArrayOutputStream()));
            assertCycleError(() -> shallow.write(cyclic, new StringWriter()));
            assertCycleError(() -> shallow.toTree(cyclic));
            assertCycleError(() -> shallow.writeMessagePack(cyclic));
            assertCycleError(() -> shallow.writeVelocyPack(cyclic));
            assertCycleError(() -> shallow.write(cyclic, cyclic.getClass(), new RecordingSink()));
            assertCycleError(() -> shallow.writeValues(new ByteArrayOutputStream(), Object.class).write(cyclic));
        }
    }
}
