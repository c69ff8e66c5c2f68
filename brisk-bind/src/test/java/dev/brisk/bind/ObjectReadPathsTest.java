package dev.brisk.bind;

import dev.brisk.bind.model.Fragile;
import dev.brisk.bind.model.Meter;
import dev.brisk.bind.model.Journal;
import dev.brisk.bind.model.Ticket;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How objects are built on both paths, in the cases the reflective codecs split: a class with a
 * no-argument constructor has its fields stored as they are read (each primitive kind unboxed,
 * the others through their codecs) and its setters called at the end; a class with a creator
 * collects its values first. Every test runs with generated codecs and with reflective ones, and
 * the failures are compared between the two.
 */
class ObjectReadPathsTest {
    private static final Brisk GENERATED = Brisk.builder().build();
    private static final Brisk REFLECTIVE = Brisk.builder().useGeneratedCodecs(false).build();

    private static Brisk brisk(boolean generated) { return generated ? GENERATED : REFLECTIVE; }

    private static String json(String singleQuoted) { return singleQuoted.replace('\'', '"'); }

    private static JsonException fails(boolean generated, String json, Class<?> type) {
        return assertThrows(JsonException.class, () -> brisk(generated).read(json(json), type));
    }

    @Test
    void theModelTypesUseBothPaths() {
        for (Class<?> type : List.of(Meter.class, Journal.class, Fragile.class, Ticket.class)) {
            assertTrue(GENERATED.codec(type).getClass().getName().endsWith("_BriskCodec"), type.getName());
            assertFalse(REFLECTIVE.codec(type).getClass().getName().endsWith("_BriskCodec"), type.getName());
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void everyPrimitiveKindAndBoxIsStoredExactly(boolean generated) {
        Meter g = brisk(generated).read(json("{'id':'g','i':-2147483648,'l':-9223372036854775808,'d':-0.0,'z':false,"
                + "'b':-128,'s':32767,'c':'\u00e9','f':0.1,'iBox':2147483647,'lBox':9007199254740993,'dBox':1e300,"
                + "'zBox':true,'text':'caf\u00e9'}"), Meter.class);
        assertEquals(Integer.MIN_VALUE, g.i);
        assertEquals(Long.MIN_VALUE, g.l);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(g.d));
        assertFalse(g.z);
        assertEquals(-128, g.b);
        assertEquals(32767, g.s);
        assertEquals('\u00e9', g.c);
        assertEquals(0.1f, g.f);
        assertEquals(Integer.MAX_VALUE, g.iBox);
        assertEquals(9007199254740993L, g.lBox);
        assertEquals(1e300, g.dBox);
        assertEquals(Boolean.TRUE, g.zBox);
        assertEquals("caf\u00e9", g.text);
        assertEquals("g", g.id);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void missingFieldsKeepTheConstructorsValuesAndTheLastRepeatWins(boolean generated) {
        Meter g = brisk(generated).read(json("{'l':1,'id':'a','l':2,'text':null,'iBox':null,'id':'b'}"), Meter.class);
        assertEquals(1, g.i);
        assertEquals(2, g.l);
        assertEquals(3.5, g.d);
        assertTrue(g.z);
        assertEquals(4, g.b);
        assertEquals(5, g.s);
        assertEquals('c', g.c);
        assertEquals(6.5f, g.f);
        assertNull(g.iBox, "null into a box");
        assertNull(g.lBox);
        assertNull(g.text, "null into a String");
        assertEquals("b", g.id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"i", "l", "d", "z", "b", "s", "c", "f"})
    void nullIntoAPrimitiveFieldFailsWithItsPathOnBothPaths(String field) {
        String in = "{'id':'x','" + field + "':null}";
        JsonException g = fails(true, in, Meter.class);
        JsonException r = fails(false, in, Meter.class);
        assertEquals("$." + field, r.path());
        assertEquals(g.path(), r.path());
        assertEquals(g.offset(), r.offset());
        assertEquals(g.detail(), r.detail());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'i':1}", "{'i':1,'id':1}", "{'i':'1','id':'x'}", "{'l':1.5,'id':'x'}",
            "{'z':0,'id':'x'}", "{'b':128,'id':'x'}", "{'id':'x','c':'ab'}", "{'id':'x','text':1}", "{'id':'x','iBox':'1'}"})
    void wrongOrMissingMembersFailTheSameOnBothPaths(String in) {
        JsonException g = fails(true, in, Meter.class);
        JsonException r = fails(false, in, Meter.class);
        assertEquals(g.detail(), r.detail());
        assertEquals(g.path(), r.path());
        assertEquals(g.offset(), r.offset());
    }

    @Test
    void aMissingRequiredFieldNamesItAndTheType() {
        JsonException e = fails(false, "{'i':1}", Meter.class);
        assertTrue(e.detail().contains("missing required property 'id' of Meter"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void settersRunOnceAfterTheFieldsWithTheLastValueAndOnlyWhenPresent(boolean generated) {
        Journal j = brisk(generated).read(json("{'stamp':1,'count':3,'owner':'ann','stamp':2,'title':'t'}"), Journal.class);
        assertEquals(List.of("stamp=2 count=3 title=t", "owner=ann"), j.calls);
        assertEquals(2, j.getStamp());
        assertEquals("ann", j.getOwner());
        Journal none = brisk(generated).read(json("{'count':1}"), Journal.class);
        assertEquals(List.of(), none.calls);
        assertEquals(1, none.count);
        assertEquals(json("{'count':3,'title':'t','stamp':2,'owner':'ann'}"), brisk(generated).writeString(j));
    }

    @Test
    void aThrowingSetterFailsTheSameOnBothPaths() {
        String in = "{'owner':'bad','count':1}";
        JsonException g = fails(true, in, Journal.class);
        JsonException r = fails(false, in, Journal.class);
        assertTrue(r.detail().startsWith("cannot create Journal"), r.getMessage());
        assertInstanceOf(IllegalArgumentException.class, r.getCause());
        assertEquals(g.offset(), r.offset());
        assertEquals(g.path(), r.path());
    }

    /** A registered codec for List that refuses every value with its own (non-JSON) exception. */
    private static final CodecFactory REFUSING_LISTS = (java.lang.reflect.Type type, CodecLookup lookup) ->
            type instanceof java.lang.reflect.ParameterizedType && ((java.lang.reflect.ParameterizedType) type).getRawType() == List.class
                    ? new Codec<Object>() {
                        @Override public Object read(dev.brisk.json.JsonReader in) { throw new IllegalStateException("codec refuses"); }
                        @Override public void write(dev.brisk.json.JsonSink out, Object value) { out.nullValue(); }
                    }
                    : null;

    /**
     * A property codec's own exception leaves the read as it is on both paths, for a class read
     * field by field (Person) as for a record (Containers): it is not this object's failure to be
     * created, which is what "cannot create" reports.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aPropertyCodecsOwnExceptionLeavesAsItIs(boolean generated) {
        Brisk b = Brisk.builder().useGeneratedCodecs(generated).factory(REFUSING_LISTS).build();
        IllegalStateException person = assertThrows(IllegalStateException.class,
                () -> b.read(json("{'name':'x','tags':['a']}"), dev.brisk.bind.model.Person.class));
        assertEquals("codec refuses", person.getMessage());
        IllegalStateException record = assertThrows(IllegalStateException.class,
                () -> b.read(json("{'list':['a']}"), dev.brisk.bind.model.Containers.class));
        assertEquals("codec refuses", record.getMessage());
    }

    @Test
    void aThrowingConstructorFailsTheSameOnBothPaths() {
        for (String in : List.of("{'value':1}", "{}", "{'value':'x'}")) {
            JsonException g = fails(true, in, Fragile.class);
            JsonException r = fails(false, in, Fragile.class);
            assertEquals(g.detail(), r.detail(), in);
            assertEquals(g.offset(), r.offset(), in);
            assertEquals(g.path(), r.path(), in);
            assertEquals(g.getCause() == null, r.getCause() == null, in);
        }
        JsonException r = fails(false, "{'value':1}", Fragile.class);
        assertTrue(r.detail().startsWith("cannot create Fragile"), r.getMessage());
        assertInstanceOf(IllegalStateException.class, r.getCause());
        JsonException inList = fails(false, "[{'value':1}]", Fragile[].class);
        assertEquals(fails(true, "[{'value':1}]", Fragile[].class).path(), inList.path());
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aCreatorTakesItsValuesThenSettersAndFieldsAreSet(boolean generated) {
        Ticket t = brisk(generated).read(json("{'seat':12,'used':true,'id':9007199254740993,'price':1.25}"), Ticket.class);
        assertEquals(9007199254740993L, t.getId());
        assertEquals(12, t.getSeat());
        assertEquals(1.25, t.price);
        assertTrue(t.used);
        Ticket missing = brisk(generated).read(json("{'id':1}"), Ticket.class);
        assertEquals(-1, missing.getSeat(), "a missing setter property keeps the constructor's value");
        assertEquals(9.5, missing.price);
        assertFalse(missing.used);
        assertEquals(json("{'id':1,'seat':-1,'price':9.5,'used':false}").length(), brisk(generated).writeString(missing).length());
    }

    @Test
    void aCreatorWithSettersFailsTheSameOnBothPaths() {
        for (String in : List.of("{'seat':1}", "{'id':null}", "{'id':1,'seat':-2}", "{'id':1,'seat':null}", "{'id':1,'used':1}")) {
            JsonException g = fails(true, in, Ticket.class);
            JsonException r = fails(false, in, Ticket.class);
            assertEquals(g.detail().replaceAll(": .*", ""), r.detail().replaceAll(": .*", ""), in);
            assertEquals(g.path(), r.path(), in);
            assertEquals(g.offset(), r.offset(), in);
        }
        assertTrue(fails(false, "{'seat':1}", Ticket.class).detail().contains("missing required property 'id' of Ticket"));
    }
}
