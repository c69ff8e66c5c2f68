package dev.brisk.bind;

import dev.brisk.bind.model.Animal;
import dev.brisk.bind.model.Computed;
import dev.brisk.bind.model.Containers;
import dev.brisk.bind.model.Envelope;
import dev.brisk.bind.model.Gauge;
import dev.brisk.bind.model.Inlined;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Scalars;
import dev.brisk.bind.model.Shape;
import dev.brisk.bind.model.Status;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonNull;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import static dev.brisk.bind.BindingContract.json;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * More of the binding contract, run with generated codecs ({@link GeneratedPropertiesTest}) and
 * with reflective ones ({@link ReflectivePropertiesTest}): property discovery and order, tree
 * properties, quoted numbers and ranges in every numeric position, enums, and the options of a
 * sealed type whose discriminator comes late.
 */
abstract class PropertyContract {

    /** A builder for the path under test. */
    abstract Brisk.Builder builder();

    final Brisk brisk = builder().build();

    private static JsonException fails(Runnable r) { return assertThrows(JsonException.class, r::run); }

    // ------------------------------------------------------------------ properties of classes

    @Test
    void fieldBackedPropertiesComeFirstThenGetterOnlyOnesInAlphabeticalOrder() {
        Computed c = new Computed("x");
        c.weight = 3;
        c.setLabels(List.of("p", "q"));
        assertEquals(json("{'id':'x','weight':3,'labels':['p','q'],'alpha':'a-x','beta':'p+q','middle':true,'summary':'described','zeta':6}"),
                brisk.writeString(c));
    }

    @Test
    void getterOnlyPropertiesAreNeitherReadNorUnknown() {
        Brisk strict = builder().failOnUnknownProperties(true).build();
        Computed c = strict.read(json("{'zeta':100,'id':'y','alpha':'no','weight':2,'middle':false,'labels':['a'],'beta':'z'}"),
                Computed.class);
        assertEquals("y", c.getId());
        assertEquals(2, c.weight);
        assertEquals(List.of("a"), c.getLabels());
        assertEquals(4, c.getZeta());
        assertEquals("a-y", c.getAlpha());
        assertTrue(fails(() -> strict.read(json("{'id':'y','omega':1}"), Computed.class)).detail().contains("unknown property for Computed"));
    }

    @Test
    void aCreatorParameterMixesWithPublicFieldsAndSetters() {
        Computed c = brisk.read(json("{'labels':null,'weight':-7,'id':'z'}"), Computed.class);
        assertEquals("z", c.getId());
        assertEquals(-7, c.weight);
        assertNull(c.getLabels());
        JsonException e = fails(() -> brisk.read(json("[{'weight':1}]"), new TypeToken<List<Computed>>() { }));
        assertTrue(e.detail().contains("missing required property 'id' of Computed"), e.getMessage());
        assertEquals("$[0]", e.path().substring(0, 4));
    }

    @Test
    void aBoxedGetterOfAPrimitiveFieldThatReturnsNullIsAnAbsentProperty() {
        assertEquals("{}", brisk.writeString(new Gauge()));
        assertEquals(json("{'level':null,'ratio':null,'on':null}"), builder().writeNulls(true).build().writeString(new Gauge()));
        Gauge g = brisk.read(json("{'level':3,'ratio':0.5,'on':true}"), Gauge.class);
        assertEquals(json("{'level':3,'ratio':0.5,'on':true}"), brisk.writeString(g));
    }

    @Test
    void aConstructorOrSetterFailingInsideAListIsReportedAtItsElement() {
        JsonException e = fails(() -> brisk.read(json("[{'name':'a','age':1},{'name':'b','age':-1},{'name':'c'}]"),
                new TypeToken<List<dev.brisk.bind.model.Person>>() { }));
        assertTrue(e.detail().startsWith("cannot create Person"), e.getMessage());
        assertEquals("$[1]", e.path());
    }

    // ------------------------------------------------------------------ tree properties

    @Test
    void treePropertiesKeepAnyJsonWithItsExactNumberText() {
        String in = json("{'kind':'k','payload':[1.50,{'a':null},'s',-0,1e400],'meta':{'n':12345678901234567890123},'list':[]}");
        Envelope e = brisk.read(in, Envelope.class);
        assertEquals(Json.parse(json("[1.50,{'a':null},'s',-0,1e400]")), e.payload());
        assertEquals(in, brisk.writeString(e));
    }

    @Test
    void aJsonNullInATreePropertyIsJsonNullAndAMissingOneIsJavaNull() {
        Envelope e = brisk.read(json("{'payload':null}"), Envelope.class);
        assertEquals(JsonNull.INSTANCE, e.payload());
        assertNull(e.meta());
        assertEquals(json("{'payload':null}"), brisk.writeString(e));
    }

    @Test
    void aTreePropertyOfOneKindTakesNullAsJavaNullSoWrittenNullsReadBack() {
        Brisk writesNulls = builder().writeNulls(true).build();
        Envelope e = new Envelope("k", JsonNull.INSTANCE, null, null);
        String text = writesNulls.writeString(e);
        assertEquals(json("{'kind':'k','payload':null,'meta':null,'list':null}"), text);
        assertEquals(e, writesNulls.read(text, Envelope.class));
    }

    @Test
    void aTreePropertyOfOneKindRejectsTheOthersWithThePath() {
        assertEquals("$.meta", fails(() -> brisk.read(json("{'meta':[1]}"), Envelope.class)).path());
        assertEquals("$.list", fails(() -> brisk.read(json("{'list':{}}"), Envelope.class)).path());
    }

    // ------------------------------------------------------------------ numbers

    @Test
    void quotedNumbersReadIntoEveryNumericPositionWhenAsked() {
        Brisk quoted = builder().quotedNumbers(true).build();
        Scalars s = quoted.read(json("{'b':'-8','s':'300','i':'7','l':'-9007199254740993','f':'1.5','d':'-2.5e-3',"
                + "'bBox':'1','sBox':'2','iBox':'3','lBox':'4','fBox':'5.5','dBox':'6.5',"
                + "'bigInteger':'123456789012345678901234567890','bigDecimal':'1.000000000000000000001','year':'2026'}"), Scalars.class);
        assertEquals(-8, s.b());
        assertEquals(300, s.s());
        assertEquals(7, s.i());
        assertEquals(-9007199254740993L, s.l());
        assertEquals(1.5f, s.f());
        assertEquals(-2.5e-3, s.d());
        assertEquals(List.of((byte) 1, (short) 2, 3, 4L, 5.5f, 6.5), Arrays.asList(s.bBox(), s.sBox(), s.iBox(), s.lBox(), s.fBox(), s.dBox()));
        assertEquals(new BigInteger("123456789012345678901234567890"), s.bigInteger());
        assertEquals(new BigDecimal("1.000000000000000000001"), s.bigDecimal());
        assertEquals(2026, s.year().getValue());
        Containers c = quoted.read(json("{'ints':['1','-2'],'longs':['9223372036854775807'],'doubles':['0.5'],'floats':['1.5'],"
                + "'shorts':['-300'],'set':['7'],'collection':['1'],'deque':['2'],'byInt':{'1':'x'},'byStatus':{'OPEN':'5'},"
                + "'sortedMap':{'a':'2.5'},'optInt':'3','optDouble':'0.25'}"), Containers.class);
        assertArrayEquals(new int[] {1, -2}, c.ints());
        assertArrayEquals(new long[] {Long.MAX_VALUE}, c.longs());
        assertArrayEquals(new double[] {0.5}, c.doubles());
        assertArrayEquals(new float[] {1.5f}, c.floats());
        assertArrayEquals(new short[] {-300}, c.shorts());
        assertEquals(java.util.Set.of(7), c.set());
        assertEquals(List.of(1L), List.copyOf(c.collection()));
        assertEquals(List.of(2), List.copyOf(c.deque()));
        assertEquals(Map.of(Status.OPEN, 5), c.byStatus());
        assertEquals(Map.of("a", 2.5), c.sortedMap());
        assertEquals(OptionalInt.of(3), c.optInt());
        assertEquals(OptionalDouble.of(0.25), c.optDouble());
        Inlined v = quoted.read(json("{'i':'1','l':'2','d':'3.5','ints':['4',null],'longs':['5'],'doubles':['6.5']}"), Inlined.class);
        assertEquals(List.of(1, 2L, 3.5), List.of(v.i(), v.l(), v.d()));
        assertEquals(Arrays.asList(4, null), v.ints());
        assertEquals(List.of(5L), v.longs());
        assertEquals(List.of(6.5), v.doubles());
    }

    @Test
    void quotedNumbersAreStillCheckedForFormAndRange() {
        Brisk quoted = builder().quotedNumbers(true).build();
        assertEquals("$.quantity", fails(() -> quoted.read(json("{'quantity':'3000000000'}"), Item.class)).path());
        assertEquals("$.quantity", fails(() -> quoted.read(json("{'quantity':'three'}"), Item.class)).path());
        assertEquals("$.price", fails(() -> quoted.read(json("{'price':''}"), Item.class)).path());
        assertEquals("$.ints[1]", fails(() -> quoted.read(json("{'ints':['1',' 2']}"), Containers.class)).path());
        assertEquals("$.b", fails(() -> quoted.read(json("{'b':'128'}"), Scalars.class)).path());
        // a String property keeps its text: quoting is about numeric targets only
        assertEquals("007", quoted.read(json("{'name':'007'}"), Item.class).name());
    }

    @Test
    void everyNumericWidthRejectsNumbersOutsideItsRangeWithThePath() {
        String[][] cases = {
                {"{'b':128}", "$.b"}, {"{'bBox':-129}", "$.bBox"}, {"{'s':32768}", "$.s"}, {"{'sBox':-32769}", "$.sBox"},
                {"{'i':2147483648}", "$.i"}, {"{'iBox':-2147483649}", "$.iBox"},
                {"{'l':9223372036854775808}", "$.l"}, {"{'lBox':-9223372036854775809}", "$.lBox"},
                {"{'f':1e39}", "$.f"}, {"{'fBox':-1e39}", "$.fBox"}, {"{'d':1e400}", "$.d"}, {"{'dBox':-1e400}", "$.dBox"},
                {"{'i':1.5}", "$.i"}, {"{'l':1e-3}", "$.l"}, {"{'year':1000000000000}", "$.year"},
        };
        for (String[] c : cases) {
            JsonException e = fails(() -> brisk.read(json(c[0]), Scalars.class));
            assertEquals(c[1], e.path(), c[0]);
        }
        assertEquals("$.shorts[0]", fails(() -> brisk.read(json("{'shorts':[40000]}"), Containers.class)).path());
        assertEquals("$.ints[0]", fails(() -> brisk.read(json("{'ints':[1.5]}"), Containers.class)).path());
        assertEquals("$.floats[0]", fails(() -> brisk.read(json("{'floats':[1e39]}"), Containers.class)).path());
        assertEquals("$.optInt", fails(() -> brisk.read(json("{'optInt':2147483648}"), Containers.class)).path());
        assertEquals("$.byInt.2147483648", fails(() -> brisk.read(json("{'byInt':{'2147483648':'x'}}"), Containers.class)).path());
    }

    @Test
    void integersAnExponentMakesLongerThanTheNumberLengthLimitStayDecimalsInNaturalValuesAndReadBack() {
        List<Object> v = brisk.read("[1e999,-1e998,-1e999,1e1000,1e99999,0e5000]", new TypeToken<List<Object>>() { });
        assertEquals(List.of(BigInteger.TEN.pow(999), BigInteger.TEN.pow(998).negate(), new BigDecimal("-1e999"),
                new BigDecimal("1e1000"), new BigDecimal("1e99999"), BigInteger.ZERO), v);
        String written = brisk.writeString(v);
        assertEquals(written, brisk.writeString(brisk.read(written, new TypeToken<List<Object>>() { })));
        // a typed BigInteger refuses what its text could not carry back
        assertEquals("$.bigInteger", fails(() -> brisk.read(json("{'bigInteger':-1e999}"), Scalars.class)).path());
    }

    @Test
    void theMismatchMessageSaysWhatWasExpectedWhereAndWhatWasFound() {
        JsonException e = fails(() -> brisk.read(json("{'customer':'a','items':[{},{},{},{'price':'cheap'}]}"), Order.class));
        assertTrue(e.getMessage().matches("(?i)expected a (double|number) but found a string .*path \\$\\.items\\[3]\\.price"),
                e.getMessage());
        assertTrue(e.offset() > 0 && e.line() == 1 && e.column() > 1, e.getMessage());
    }

    // ------------------------------------------------------------------ enums

    @Test
    void enumsReadAndWriteByNameOrTheirRenamedName() {
        assertEquals(json("['OPEN','shipped','CLOSED']"), brisk.writeString(List.of(Status.values()),
                new TypeToken<List<Status>>() { }.type()));
        assertEquals(List.of(Status.SHIPPED, Status.CLOSED), brisk.read(json("['shipped','CLOSED']"), new TypeToken<List<Status>>() { }));
        assertEquals(Status.SHIPPED, brisk.read(json("'shipped'"), Status.class));
        assertEquals("$[1]", fails(() -> brisk.read(json("['OPEN','open']"), new TypeToken<List<Status>>() { })).path());
        assertEquals("$.status", fails(() -> brisk.read(json("{'customer':'a','status':0}"), Order.class)).path());
    }

    // ------------------------------------------------------------------ a late discriminator

    @Test
    void aLateDiscriminatorKeepsTheMappersReaderOptions() {
        Brisk quoted = builder().quotedNumbers(true).build();
        assertEquals(new Shape.Rect(2, 3), quoted.read(json("{'width':'2','height':3,'kind':'rect'}"), Shape.class));
        assertEquals(new Shape.Rect(2, 3), quoted.read(json("{'kind':'rect','width':'2','height':3}"), Shape.class));
        Brisk strict = builder().failOnUnknownProperties(true).build();
        assertEquals(new Shape.Circle(1), strict.read(json("{'radius':1,'kind':'Circle'}"), Shape.class));
        assertEquals("$[0].nope", fails(() -> strict.read(json("[{'radius':1,'nope':2,'kind':'Circle'}]"),
                new TypeToken<List<Shape>>() { })).path());
    }

    @Test
    void aLateDiscriminatorMayBeEscapedAndSealedTypesNestInsideBufferedObjects() {
        assertEquals(new Shape.Rect(2, 3), brisk.read(json("{'width':2,'height':3,'kind':'r\\u0065ct'}"), Shape.class));
        Animal pack = brisk.read(json("{'members':[{'name':'rex','goodBoy':true,'type':'Dog'},"
                + "{'members':[{'lives':9,'name':'tom','type':'Cat'}],'type':'Pack'}],'type':'Pack'}"), Animal.class);
        assertEquals(new Animal.Pack(List.of(new Animal.Dog("rex", true), new Animal.Pack(List.of(new Animal.Cat("tom", 9))))), pack);
        JsonException e = fails(() -> brisk.read(json("{'members':[{'members':[{'lives':'many','type':'Cat'}],'type':'Pack'}],'type':'Pack'}"),
                Animal.class));
        assertEquals("$.members[0].members[0].lives", e.path());
    }

    @Test
    void anErrorInsideABufferedObjectStillHasALocationInTheInput() {
        String in = json("[{'radius':1,'kind':'Circle'},\n{'radius':'big','kind':'Circle'}]");
        JsonException e = fails(() -> brisk.read(in, new TypeToken<List<Shape>>() { }));
        assertEquals("$[1].radius", e.path());
        assertEquals(2, e.line(), e.getMessage());
        assertTrue(e.offset() > in.indexOf('\n') && e.offset() <= in.length(), e.getMessage());
    }
}
