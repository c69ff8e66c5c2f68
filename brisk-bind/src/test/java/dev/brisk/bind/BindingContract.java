package dev.brisk.bind;

import dev.brisk.bind.model.Animal;
import dev.brisk.bind.model.Box;
import dev.brisk.bind.model.Containers;
import dev.brisk.bind.model.Counters;
import dev.brisk.bind.model.Escaped;
import dev.brisk.bind.model.Account;
import dev.brisk.bind.model.Inlined;
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
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.ZoneId;
import java.util.ArrayDeque;
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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The behaviour of binding, run once with generated codecs and once with reflective ones
 * ({@link GeneratedCodecsTest}, {@link ReflectiveCodecsTest}): both paths must pass every test.
 */
abstract class BindingContract {

    /** A builder for the path under test. */
    abstract Brisk.Builder builder();

    /** Checks that the codec of a model type comes from the path under test. */
    abstract void assertPath(Codec<?> codec);

    final Brisk brisk = builder().build();

    static String json(String singleQuoted) { return singleQuoted.replace('\'', '"'); }

    private static JsonException fails(Runnable r) { return assertThrows(JsonException.class, r::run); }

    @Test
    void primitiveFieldsBehindBoxedAccessorsRoundTrip() {
        String written = brisk.writeString(new Account(9_000_000_000L, 7, 2.5, true));
        assertEquals(json("{'id':9000000000,'count':7,'balance':2.5,'active':true}"), written);
        Account back = brisk.read(written, Account.class);
        assertEquals(9_000_000_000L, back.getId());
        assertEquals(7, back.getCount());
        assertEquals(2.5, back.getBalance());
        assertEquals(true, back.getActive());
    }

    @Test
    void modelCodecsComeFromThePathUnderTest() {
        assertPath(brisk.codec(Order.class));
        assertPath(brisk.codec(Person.class));
        assertPath(brisk.codec(Shape.class));
        assertPath(brisk.codec(Status.class));
    }

    // ------------------------------------------------------------------ records

    @Test
    void recordsReadThroughTheCanonicalConstructorAndWriteInComponentOrder() {
        String in = json("{'id':7,'customer':'ann','items':[{'name':'pen','price':1.5,'quantity':2}],"
                + "'counts':{'a':1},'note':'fast','status':'shipped','is_paid':true}");
        Order o = brisk.read(in, Order.class);
        assertEquals(new Order(7, "ann", List.of(new Item("pen", 1.5, 2)), Map.of("a", 1), Optional.of("fast"),
                Status.SHIPPED, true), o);
        assertEquals(in, brisk.writeString(o));
    }

    @Test
    void namesAreEscapedAsTheWriterOptionsSayWhetherPreparedOrNot() {
        Escaped e = new Escaped(1, 2, "x", true);
        String plain = "{\"plain\":1,\"a<b\":2,\"caf\u00e9\":\"x\",\"say \\\"hi\\\"\":true}";
        assertEquals(plain, brisk.writeString(e));
        assertEquals(plain, new String(brisk.writeBytes(e), java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(e, brisk.read(plain, Escaped.class));
        Brisk html = builder().writerOptions(dev.brisk.json.WriterOptions.defaults().withHtmlSafe(true)).build();
        assertEquals("{\"plain\":1,\"a\\u003Cb\":2,\"caf\u00e9\":\"x\",\"say \\\"hi\\\"\":true}", html.writeString(e));
        Brisk ascii = builder().writerOptions(dev.brisk.json.WriterOptions.defaults().withEscapeNonAscii(true)).build();
        assertEquals("{\"plain\":1,\"a<b\":2,\"caf\\u00E9\":\"x\",\"say \\\"hi\\\"\":true}", ascii.writeString(e));
        Brisk pretty = builder().writerOptions(dev.brisk.json.WriterOptions.defaults().withPretty(true)).build();
        assertEquals(e, brisk.read(pretty.writeString(e), Escaped.class));
        assertTrue(pretty.writeString(e).contains("\"plain\": 1"), pretty.writeString(e));
        // sinks other than the writer get the names as Strings
        assertEquals(dev.brisk.json.Json.parse(plain), brisk.toTree(e));
    }

    @Test
    void inlinedPropertiesAndListElementsReadAndWriteAsTheirCodecsDo() {
        String in = json("{'i':-2147483648,'l':9223372036854775807,'d':-0.0,'b':true,'s':'\u00e9\\n',"
                + "'ints':[1,null,-3],'longs':[null,9007199254740993],'doubles':[1.5,null,1e300],'strings':['a',null,''],"
                + "'stringSet':['x','y','x'],'natural':{'n':[1,2147483648,'t',false,null,1.5]}}");
        Inlined v = brisk.read(in, Inlined.class);
        assertEquals(java.util.Arrays.asList(1, null, -3), v.ints());
        assertEquals(java.util.Arrays.asList(null, 9007199254740993L), v.longs());
        assertEquals(java.util.Arrays.asList(1.5, null, 1e300), v.doubles());
        assertEquals(java.util.Arrays.asList("a", null, ""), v.strings());
        assertEquals(List.of("x", "y"), List.copyOf(v.stringSet()));
        assertEquals(Map.of("n", java.util.Arrays.asList(1, 2147483648L, "t", false, null, 1.5)), v.natural());
        assertEquals("\u00e9\n", v.s());
        assertEquals(json("{'i':-2147483648,'l':9223372036854775807,'d':-0,'b':true,'s':'\u00e9\\n',"
                + "'ints':[1,null,-3],'longs':[null,9007199254740993],'doubles':[1.5,null,1e+300],'strings':['a',null,''],"
                + "'stringSet':['x','y'],'natural':{'n':[1,2147483648,'t',false,null,1.5]}}"), brisk.writeString(v));
        // wrong element types fail with the element's path, as the element codecs do
        assertTrue(fails(() -> brisk.read(json("{'ints':[1,'x']}"), Inlined.class)).getMessage().contains("$.ints[1]"));
        assertTrue(fails(() -> brisk.read(json("{'ints':[2147483648]}"), Inlined.class)).getMessage().contains("$.ints[0]"));
        assertTrue(fails(() -> brisk.read(json("{'strings':[1]}"), Inlined.class)).getMessage().contains("$.strings[0]"));
        assertTrue(fails(() -> brisk.read(json("{'i':null}"), Inlined.class)).getMessage().contains("$.i"));
    }

    @Test
    void typesWithMoreThan64PropertiesTrackEveryOne() {
        Wide w = brisk.read(json("{'f1':1,'f63':63,'f64':64,'f66':66,'f68':'x'}"), Wide.class);
        assertEquals(1, w.f1);
        assertEquals(63, w.f63);
        assertEquals(64, w.f64);
        assertEquals(0, w.f65);
        assertEquals(66, w.f66);
        assertEquals(67, w.f67, "a missing property keeps the constructor's value");
        assertEquals("x", w.f68);
        JsonException e = fails(() -> brisk.read(json("{'f1':1,'f67':0}"), Wide.class));
        assertTrue(e.getMessage().contains("missing required property 'f68'"), e.getMessage());
        assertTrue(brisk.writeString(w).endsWith(json(",'f66':66,'f67':67,'f68':'x'}")), brisk.writeString(w));
    }

    @Test
    void naturalNumbersTakeTheSmallestExactType() {
        List<Object> v = brisk.read("[0,-0,2147483647,2147483648,-2147483649,123456789012345678,1234567890123456789,"
                + "12345678901234567890,1e3,1.5,0.1,1.0,123456789.123456789123]", new TypeToken<List<Object>>() { });
        assertEquals(java.util.Arrays.asList(0, 0, 2147483647, 2147483648L, -2147483649L, 123456789012345678L,
                1234567890123456789L, new BigInteger("12345678901234567890"), 1000, 1.5, 0.1, 1.0,
                new BigDecimal("123456789.123456789123")), v);
        assertEquals(42, brisk.read("42", Object.class));
    }

    @Test
    void registeredCodecsForBoxesAndStringsAreUsedForListElementsAndNaturalValues() {
        Codec<String> upper = new Codec<>() {
            @Override public String read(dev.brisk.json.JsonReader in) { return in.nextString().toUpperCase(java.util.Locale.ROOT); }
            @Override public void write(dev.brisk.json.JsonSink out, String v) { out.stringValue(v.toLowerCase(java.util.Locale.ROOT) + "!"); }
        };
        Codec<Integer> quoted = new Codec<>() {
            @Override public Integer read(dev.brisk.json.JsonReader in) { return Integer.parseInt(in.nextString()); }
            @Override public void write(dev.brisk.json.JsonSink out, Integer v) { out.stringValue(Integer.toString(v)); }
        };
        Brisk custom = builder().register(String.class, upper).register(Integer.class, quoted).build();
        List<String> strings = custom.read(json("['a','b']"), new TypeToken<List<String>>() { });
        assertEquals(List.of("A", "B"), strings);
        assertEquals(json("['a!','b!']"), custom.writeString(strings, new TypeToken<List<String>>() { }));
        List<Integer> ints = custom.read(json("['1','2']"), new TypeToken<List<Integer>>() { });
        assertEquals(List.of(1, 2), ints);
        assertEquals(json("['1','2']"), custom.writeString(ints, new TypeToken<List<Integer>>() { }));
        Map<String, Object> natural = new java.util.LinkedHashMap<>();
        natural.put("k", "V");
        natural.put("n", 7);
        assertEquals(json("{'k':'v!','n':'7'}"), custom.writeString(natural, new TypeToken<Map<String, Object>>() { }.type()));
    }

    @Test
    void missingPropertiesTakeJavaDefaultsAndOptionalEmpty() {
        Order o = brisk.read(json("{'customer':'bo'}"), Order.class);
        assertEquals(new Order(0, "bo", null, null, Optional.empty(), null, false), o);
    }

    @Test
    void absentPropertiesAreLeftOutOnWriteByDefault() {
        Order o = new Order(1, "c", null, null, Optional.empty(), null, false);
        assertEquals(json("{'id':1,'customer':'c','is_paid':false}"), brisk.writeString(o));
    }

    @Test
    void absentPropertiesAreWrittenAsNullWhenAsked() {
        Brisk writesNulls = builder().writeNulls(true).build();
        Order o = new Order(1, null, null, null, Optional.empty(), null, false);
        assertEquals(json("{'id':1,'customer':null,'items':null,'counts':null,'note':null,'status':null,'is_paid':false}"),
                writesNulls.writeString(o));
    }

    @Test
    void aMissingRequiredPropertyFailsWithThePath() {
        JsonException e = fails(() -> brisk.read(json("{'orders':[{'id':1}]}"), new TypeToken<Map<String, List<Order>>>() { }));
        assertTrue(e.detail().contains("missing required property 'customer' of Order"), e.getMessage());
        assertEquals("$.orders[0]", e.path(), "the object's path, not its last member's");
        assertEquals(json("{'orders':[{'id':1}").length() - 1, e.offset(), "at the object's closing brace");
        assertEquals("$", fails(() -> brisk.read(json("{'id':1}"), Order.class)).path());
        assertEquals("$.a", fails(() -> brisk.read(json("{'a':{'id':1,'note':'x'}}"), new TypeToken<Map<String, Order>>() { })).path());
        assertEquals("$[1]", fails(() -> brisk.read(json("[null,{'id':1}]"), new TypeToken<List<Order>>() { })).path());
    }

    @Test
    void unknownPropertiesAreSkippedByDefault() {
        Item i = brisk.read(json("{'name':'x','extra':{'deep':[1,2,{'a':null}]},'price':2,'quantity':3}"), Item.class);
        assertEquals(new Item("x", 2, 3), i);
    }

    @Test
    void unknownPropertiesFailWhenAsked() {
        Brisk strict = builder().failOnUnknownProperties(true).build();
        JsonException e = fails(() -> strict.read(json("{'name':'x','extra':1}"), Item.class));
        assertTrue(e.detail().contains("unknown property for Item"), e.getMessage());
        assertEquals("$.extra", e.path());
    }

    @Test
    void whenANameRepeatsTheLastValueWins() {
        assertEquals(new Item("b", 0, 0), brisk.read(json("{'name':'a','name':'b'}"), Item.class));
    }

    @Test
    void ignoredRecordComponentsAreNeitherReadNorWrittenAndNeverUnknown() {
        Brisk strict = builder().failOnUnknownProperties(true).build();
        Tagged t = strict.read(json("{'name':'a','cache':5,'derived':'x','rank':2}"), Tagged.class);
        assertEquals(new Tagged("a", 0, Optional.empty(), OptionalInt.of(2)), t);
        assertEquals(json("{'name':'b'}"), brisk.writeString(new Tagged("b", 9, Optional.of("d"), OptionalInt.empty())));
    }

    // ------------------------------------------------------------------ trust

    @Test
    void aTypeMismatchNamesTheExpectationAndThePath() {
        JsonException e = fails(() -> brisk.read(json("{'customer':'a','items':[{},{},{},{'price':'cheap'}]}"), Order.class));
        assertEquals("$.items[3].price", e.path());
        assertTrue(e.getMessage().contains("found a string"), e.getMessage());
    }

    @Test
    void numbersOutOfTheFieldsRangeFailInsteadOfWrapping() {
        JsonException e = fails(() -> brisk.read(json("{'quantity':3000000000}"), Item.class));
        assertEquals("$.quantity", e.path());
        JsonException b = fails(() -> brisk.read(json("{'b':300}"), Scalars.class));
        assertTrue(b.detail().contains("300 is out of byte range"), b.getMessage());
        assertEquals("$.b", b.path());
    }

    @Test
    void nullIsRejectedForPrimitivesAndAcceptedForBoxes() {
        JsonException e = fails(() -> brisk.read(json("{'quantity':null}"), Item.class));
        assertEquals("$.quantity", e.path());
        Scalars s = brisk.read(json("{'iBox':null,'dBox':null}"), Scalars.class);
        assertNull(s.iBox());
        assertNull(s.dBox());
    }

    @Test
    void aThrowingConstructorOrSetterBecomesAJsonExceptionWithTheCause() {
        JsonException e = fails(() -> brisk.read(json("{'currency':'USD'}"), Money.class));
        assertTrue(e.detail().contains("missing required property 'amount' of Money"), e.getMessage());
        JsonException s = fails(() -> brisk.read(json("{'name':'x','age':-1}"), Person.class));
        assertTrue(s.detail().startsWith("cannot create Person"), s.getMessage());
        assertInstanceOf(IllegalArgumentException.class, s.getCause());
    }

    @Test
    void aCyclicGraphHitsTheWriteDepthLimit() {
        Link a = new Link();
        Link b = new Link();
        a.label = "a";
        b.label = "b";
        a.next = b;
        b.next = a;
        JsonException e = fails(() -> brisk.writeString(a));
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
        JsonException e2 = fails(() -> brisk.write(a, Link.class, new RecordingSink()));
        assertTrue(e2.getMessage().contains("cyclic"), e2.getMessage());
    }

    @Test
    void anEnumValueOutsideTheSetFails() {
        JsonException e = fails(() -> brisk.read(json("{'customer':'a','status':'SHIPPED'}"), Order.class));
        assertTrue(e.detail().contains("expected one of the Status values OPEN, shipped, CLOSED"), e.getMessage());
        assertEquals("$.status", e.path());
    }

    // ------------------------------------------------------------------ classes

    @Test
    void classesReadThroughSettersAndFieldsAndKeepInitialValuesOfMissingOnes() {
        Person p = brisk.read(json("{'name':'Ann','age':41,'e-mail':'a@x','secret':'s','cache':5}"), Person.class);
        assertEquals("Ann", p.getName());
        assertEquals(41, p.getAge());
        assertEquals("a@x", p.email());
        assertEquals(List.of("default"), p.getTags());
        assertEquals("unset", p.getSecret());
    }

    @Test
    void primitiveFieldsAndSettersReadExactlyKeepInitialValuesAndTakeTheLastRepeat() {
        Counters c = brisk.read(json("{'hits':3,'total':9007199254740993,'mean':0.1,'done':false,'hits':4}"), Counters.class);
        assertEquals(4, c.hits);
        assertEquals(9007199254740993L, c.total);
        assertEquals(0.1, c.mean);
        assertFalse(c.done);
        assertEquals("none", c.label);
        Counters d = brisk.read(json("{'label':'x'}"), Counters.class);
        assertEquals(-1, d.hits);
        assertEquals(-2, d.total);
        assertEquals(-3.5, d.mean);
        assertTrue(d.done);
        assertEquals("x", d.label);
        Account a = brisk.read(json("{'id':-9223372036854775808,'count':2147483647,'balance':-0.0,'active':true}"), Account.class);
        assertEquals(Long.MIN_VALUE, a.getId());
        assertEquals(Integer.MAX_VALUE, a.getCount());
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(a.getBalance()));
        assertTrue(a.getActive());
        JsonException e = fails(() -> brisk.read(json("{'total':1,'mean':'x'}"), Counters.class));
        assertEquals("$.mean", e.path());
        JsonException n = fails(() -> brisk.read(json("{'done':null}"), Counters.class));
        assertEquals("$.done", n.path());
    }

    @Test
    void classesWriteFieldsAndGettersButNotIgnoredOrTransientOnes() {
        Person p = new Person("Bo", 3);
        p.email("b@y");
        assertEquals(json("{'name':'Bo','age':3,'e-mail':'b@y','tags':['default']}"), brisk.writeString(p));
    }

    @Test
    void finalFieldsAreSetThroughTheAnnotatedCreator() {
        assertEquals(new Money(new BigDecimal("12.50"), "EUR"), brisk.read(json("{'amount':12.50}"), Money.class));
        Money m = brisk.read(json("{'currency':'USD','amount':1e2}"), Money.class);
        assertEquals(new Money(new BigDecimal("1e2"), "USD"), m);
        assertEquals(json("{'amount':100,'currency':'USD'}"), brisk.writeString(m));
    }

    // ------------------------------------------------------------------ sealed types

    @Test
    void aSealedValueWrittenByItsRuntimeClassReadsBackAsTheSealedType() {
        Shape circle = new Shape.Circle(1.5);
        Shape rect = new Shape.Rect(2, 3);
        assertEquals(json("{'kind':'Circle','radius':1.5}"), brisk.writeString(circle));
        assertEquals(circle, brisk.read(brisk.writeString(circle), Shape.class));
        assertEquals(circle, brisk.read(brisk.writeBytes(circle), Shape.class));
        assertEquals(circle, brisk.fromTree(brisk.toTree(circle), Shape.class));
        String list = brisk.writeString(List.of(circle, rect));
        assertEquals(json("[{'kind':'Circle','radius':1.5},{'kind':'rect','width':2,'height':3}]"), list);
        assertEquals(List.of(circle, rect), brisk.read(list, new TypeToken<List<Shape>>() { }));
        String map = brisk.writeString(java.util.Map.of("s", circle));
        assertEquals(java.util.Map.of("s", circle), brisk.read(map, new TypeToken<java.util.Map<String, Shape>>() { }));
        // declared as the leaf, it is written as the leaf
        assertEquals(json("{'radius':1.5}"), brisk.writeString(circle, Shape.Circle.class));
    }

    @Test
    void sealedTypesWriteTheDiscriminatorFirst() {
        List<Shape> shapes = List.of(new Shape.Circle(1), new Shape.Rect(2, 3));
        assertEquals(json("[{'kind':'Circle','radius':1},{'kind':'rect','width':2,'height':3}]"),
                brisk.writeString(shapes, Types.parameterized(List.class, Shape.class)));
    }

    @Test
    void sealedTypesReadTheDiscriminatorWhenItIsFirst() {
        List<Shape> shapes = brisk.read(json("[{'kind':'Square','side':4},{'kind':'rect','height':3,'width':2}]"),
                new TypeToken<List<Shape>>() { });
        assertEquals(List.of(new Shape.Square(4), new Shape.Rect(2, 3)), shapes);
    }

    @Test
    void sealedTypesReadTheDiscriminatorAnywhereInTheObject() {
        Shape s = brisk.read(json("{'width':2,'extra':{'ignored':[1]},'kind':'rect','height':3}"), Shape.class);
        assertEquals(new Shape.Rect(2, 3), s);
    }

    @Test
    void errorsInABufferedObjectReportThePathInTheOriginalInput() {
        JsonException e = fails(() -> brisk.read(json("[{'kind':'Circle','radius':1},{'radius':'big','kind':'Circle'}]"),
                new TypeToken<List<Shape>>() { }));
        assertEquals("$[1].radius", e.path());
    }

    @Test
    void anUnknownOrMissingDiscriminatorFails() {
        JsonException unknown = fails(() -> brisk.read(json("{'kind':'java.lang.Runtime'}"), Shape.class));
        assertTrue(unknown.detail().contains("unknown Shape subtype; expected one of Circle, Square, rect"), unknown.getMessage());
        assertEquals("$.kind", unknown.path());
        JsonException missing = fails(() -> brisk.read(json("{'radius':1}"), Shape.class));
        assertTrue(missing.detail().contains("missing discriminator 'kind' of Shape"), missing.getMessage());
        JsonException notString = fails(() -> brisk.read(json("{'kind':1}"), Shape.class));
        assertEquals("$.kind", notString.path());
    }

    @Test
    void theDefaultDiscriminatorNameIsConfigurableAndSealedTypesNest() {
        Animal pack = new Animal.Pack(List.of(new Animal.Dog("rex", true), new Animal.Pack(List.of(new Animal.Cat("tom", 9)))));
        String text = brisk.writeString(pack, Animal.class);
        assertEquals(json("{'type':'Pack','members':[{'type':'Dog','name':'rex','goodBoy':true},"
                + "{'type':'Pack','members':[{'type':'Cat','name':'tom','lives':9}]}]}"), text);
        assertEquals(pack, brisk.read(text, Animal.class));
        Brisk at = builder().discriminatorName("@t").build();
        assertEquals(json("{'@t':'Cat','name':'c','lives':1}"), at.writeString(new Animal.Cat("c", 1), Animal.class));
        assertEquals(new Animal.Cat("c", 1), at.read(json("{'lives':1,'@t':'Cat','name':'c'}"), Animal.class));
    }

    // ------------------------------------------------------------------ generic and recursive

    @Test
    void recursiveTypesReadAndWrite() {
        String in = json("{'name':'root','children':[{'name':'a','children':[]},{'name':'b'}],'next':{'name':'n'}}");
        Node n = brisk.read(in, Node.class);
        assertEquals(new Node("root", List.of(new Node("a", List.of(), null), new Node("b", null, null)), new Node("n", null, null)), n);
        assertEquals(in, brisk.writeString(n));
    }

    @Test
    void genericTypesResolveThroughTheTypeToken() {
        Box<Item> box = brisk.read(json("{'value':{'name':'a'},'values':[{'name':'b'}],'groups':{'g':[{'name':'c'}]}}"),
                new TypeToken<Box<Item>>() { });
        assertEquals(new Item("a", 0, 0), box.value());
        assertEquals(List.of(new Item("b", 0, 0)), box.values());
        assertEquals(Map.of("g", List.of(new Item("c", 0, 0))), box.groups());
        Box<Integer> ints = brisk.read(json("{'value':1,'values':[2,3]}"), new TypeToken<Box<Integer>>() { });
        assertEquals(new Box<>(1, List.of(2, 3), null), ints);
        JsonException e = fails(() -> brisk.read(json("{'values':[2,'x']}"), new TypeToken<Box<Integer>>() { }));
        assertEquals("$.values[1]", e.path());
    }

    // ------------------------------------------------------------------ scalars and containers

    @Test
    void everyScalarTypeRoundTrips() {
        Scalars s = new Scalars(true, (byte) -8, (short) 300, 'é', -5, Long.MIN_VALUE, 1.1f, 0.1,
                false, (byte) 1, (short) 2, 'x', 3, 4L, 5.5f, 6.25,
                "tab\t\"q\" \uD83D\uDE00", new BigInteger("123456789012345678901234567890"), new BigDecimal("-1.000e-30"),
                UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), URI.create("https://x.dev/a?b=c"), new byte[] {0, 1, -1, 127},
                Instant.parse("2024-01-02T03:04:05.123456789Z"), LocalDate.of(2024, 2, 29), LocalTime.of(23, 59, 1),
                LocalDateTime.of(2020, 1, 1, 0, 0), OffsetDateTime.of(2021, 5, 6, 7, 8, 9, 0, ZoneOffset.ofHours(-3)),
                ZonedDateTime.of(2022, 3, 27, 12, 0, 0, 0, ZoneId.of("Europe/Paris")), Duration.ofSeconds(3723, 5),
                Period.of(1, 2, 3), Year.of(1999), YearMonth.of(2000, 12));
        String text = brisk.writeString(s);
        Scalars back = brisk.read(text, Scalars.class);
        assertEquals(s.text(), back.text());
        assertArrayEquals(s.bytes(), back.bytes());
        assertEquals(brisk.writeString(back), text);
        assertTrue(text.contains(json("'bytes':'AAH/fw=='")), text);
        assertTrue(text.contains(json("'uuid':'123e4567-e89b-12d3-a456-426614174000'")), text);
        assertTrue(text.contains(json("'zonedDateTime':'2022-03-27T12:00:00+02:00[Europe/Paris]'")), text);
        assertTrue(text.contains(json("'duration':'PT1H2M3.000000005S','period':'P1Y2M3D','year':1999,'yearMonth':'2000-12'")), text);
        assertTrue(text.contains(json("'bigDecimal':-1.000E-30")), text);
    }

    @Test
    void malformedScalarTextFailsWithTheTypeName() {
        assertTrue(fails(() -> brisk.read(json("{'uuid':'1-2-3-4-5'}"), Scalars.class)).detail().contains("expected a UUID"));
        assertTrue(fails(() -> brisk.read(json("{'localDate':'2024-02-30'}"), Scalars.class)).detail().contains("ISO-8601 LocalDate"));
        assertTrue(fails(() -> brisk.read(json("{'bytes':'***'}"), Scalars.class)).detail().contains("expected base64"));
        assertTrue(fails(() -> brisk.read(json("{'c':'ab'}"), Scalars.class)).detail().contains("one character"));
        assertEquals("$.uri", fails(() -> brisk.read(json("{'uri':'a b'}"), Scalars.class)).path());
    }

    @Test
    void everyContainerTypeRoundTrips() {
        EnumMap<Status, String> enumMap = new EnumMap<>(Status.class);
        enumMap.put(Status.CLOSED, "c");
        Map<Integer, String> byInt = new LinkedHashMap<>();
        byInt.put(-1, "m");
        byInt.put(10, "t");
        Containers c = new Containers(new int[] {1, -2}, new long[] {Long.MAX_VALUE}, new double[] {0.5, -0.0},
                new float[] {1.5f}, new boolean[] {true, false}, new short[] {-300}, "chars".toCharArray(),
                new String[] {"a", null}, new Item[][] {{new Item("i", 1, 1)}, {}},
                List.of("l"), Set.of(7), new TreeSet<>(List.of("b", "a")), List.of(1L, 2L),
                new ArrayDeque<>(List.of("q")), new ArrayDeque<>(List.of(1, 2)),
                byInt, Map.of(5000000000L, true), Map.of(Status.SHIPPED, 1), enumMap, new TreeMap<>(Map.of("z", 1.0, "a", 2.0)),
                Map.of("n", List.of(Map.of("k", new Item("deep", 2, 2)))),
                Optional.of(new Item("o", 0, 0)), OptionalInt.of(3), OptionalLong.empty(), OptionalDouble.of(0.25),
                Map.of("free", List.of(1, "two", true)));
        String text = brisk.writeString(c);
        assertEquals(json("{'ints':[1,-2],'longs':[9223372036854775807],'doubles':[0.5,-0],'floats':[1.5],"
                + "'booleans':[true,false],'shorts':[-300],'chars':'chars','strings':['a',null],"
                + "'grid':[[{'name':'i','price':1,'quantity':1}],[]],'list':['l'],'set':[7],'sorted':['a','b'],"
                + "'collection':[1,2],'queue':['q'],'deque':[1,2],'byInt':{'-1':'m','10':'t'},'byLong':{'5000000000':true},"
                + "'byStatus':{'shipped':1},'enumMap':{'CLOSED':'c'},'sortedMap':{'a':2,'z':1},"
                + "'nested':{'n':[{'k':{'name':'deep','price':2,'quantity':2}}]},'item':{'name':'o','price':0,'quantity':0},"
                + "'optInt':3,'optDouble':0.25,'anything':{'free':[1,'two',true]}}"), text);
        Containers back = brisk.read(text, Containers.class);
        assertEquals(text, brisk.writeString(back));
        assertInstanceOf(TreeSet.class, back.sorted());
        assertInstanceOf(ArrayDeque.class, back.deque());
        assertInstanceOf(EnumMap.class, back.enumMap());
        assertEquals(OptionalLong.empty(), back.optLong());
        assertEquals(Map.of("free", List.of(1, "two", true)), back.anything());
    }

    @Test
    void badMapKeysAndNullHostileCollectionsFailCleanly() {
        assertEquals("$.byInt.x", fails(() -> brisk.read(json("{'byInt':{'x':'1'}}"), Containers.class)).path());
        assertTrue(fails(() -> brisk.read(json("{'byInt':{'007':'1'}}"), Containers.class)).detail().contains("int as map key"));
        assertTrue(fails(() -> brisk.read(json("{'byStatus':{'NOPE':1}}"), Containers.class)).detail().contains("Status value as map key"));
        assertEquals("$.deque[1]", fails(() -> brisk.read(json("{'deque':[1,null]}"), Containers.class)).path());
    }

    @Test
    void quotedNumbersReadIntoNumericPropertiesWhenAsked() {
        Brisk quoted = builder().quotedNumbers(true).build();
        assertEquals(new Item("a", 2.5, 3), quoted.read(json("{'name':'a','price':'2.5','quantity':'3'}"), Item.class));
        assertThrows(JsonException.class, () -> brisk.read(json("{'quantity':'3'}"), Item.class));
    }
}
