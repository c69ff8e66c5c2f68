package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;
import org.junit.jupiter.api.Test;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Member writers are hidden classes, and the field-holding fallback writes the same bytes for every kind. */
class MemberWriterTest {
    static final class Target {
        int i = -7;
        long l = Long.MIN_VALUE;
        double d = 0.5;
        boolean z = true;
        String s = "caf\u00e9";
        String none;
        List<Integer> list = List.of(1, 2);
        List<Integer> absent;
    }

    private static final MethodHandles.Lookup L = MethodHandles.lookup();
    private static final String[] FIELDS = {"i", "l", "d", "z", "s", "none", "list", "absent"};
    private static final int[] KINDS = {MemberWriter.INT, MemberWriter.LONG, MemberWriter.DOUBLE, MemberWriter.BOOLEAN,
        MemberWriter.STRING, MemberWriter.STRING, MemberWriter.CODEC, MemberWriter.CODEC};

    private static MethodHandle getter(String name) throws ReflectiveOperationException {
        java.lang.reflect.Field f = Target.class.getDeclaredField(name);
        MethodHandle h = L.unreflectGetter(f);
        Class<?> r = f.getType().isPrimitive() ? f.getType() : Object.class;
        return h.asType(MethodType.methodType(r, Object.class));
    }

    @SuppressWarnings("unchecked")
    private static Codec<Object> codec(String field) {
        Codec<?> c = dev.brisk.bind.Brisk.create().codec(field.equals("list") || field.equals("absent")
                ? dev.brisk.bind.Types.parameterized(List.class, Integer.class) : String.class);
        return (Codec<Object>) c;
    }

    private static String write(boolean hidden, boolean prepared, boolean writeNulls) throws Throwable {
        Names names = prepared ? Names.of(FIELDS) : null;
        JsonWriter out = JsonWriter.create();
        out.beginObject();
        Target t = new Target();
        for (int i = 0; i < FIELDS.length; i++) {
            MethodHandle g = getter(FIELDS[i]);
            Codec<Object> c = codec(FIELDS[i]);
            MemberWriter w = hidden ? MemberWriter.of(KINDS[i], g, c, names, i, FIELDS[i], writeNulls, null)
                    : new HandleMember(KINDS[i], g, c, names, i, FIELDS[i], writeNulls);
            assertEquals(hidden, w.getClass().isHidden(), FIELDS[i]);
            w.write(t, out);
        }
        out.endObject();
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void everyKindWritesTheSameWithPreparedOrPlainNamesAndWithOrWithoutNulls() throws Throwable {
        String expected = "{\"i\":-7,\"l\":-9223372036854775808,\"d\":0.5,\"z\":true,\"s\":\"caf\u00e9\",\"list\":[1,2]}";
        String withNulls = "{\"i\":-7,\"l\":-9223372036854775808,\"d\":0.5,\"z\":true,\"s\":\"caf\u00e9\",\"none\":null,"
                + "\"list\":[1,2],\"absent\":null}";
        for (boolean hidden : new boolean[] {true, false}) {
            for (boolean prepared : new boolean[] {true, false}) {
                assertEquals(expected, write(hidden, prepared, false), "hidden " + hidden + " prepared " + prepared);
                assertEquals(withNulls, write(hidden, prepared, true), "hidden " + hidden + " prepared " + prepared);
            }
        }
    }

    /**
     * Each template's step calls the next property's writer given to it: one call on the first
     * writes them all, as the writers' own {@code write}s one by one do, an absent or null value
     * of any kind in the middle of the chain included.
     */
    @Test
    void aChainOfStepsWritesWhatEachWriterWritesInTurn() throws Throwable {
        Names names = Names.of(FIELDS);
        for (boolean writeNulls : new boolean[] {false, true}) {
            for (int first = 0; first < FIELDS.length; first++) {
                // every rotation of the fields: each kind ends a chain, starts one, and sits in the middle
                MemberWriter next = null;
                MemberWriter[] one = new MemberWriter[FIELDS.length];
                for (int k = FIELDS.length - 1; k >= 0; k--) {
                    int i = (first + k) % FIELDS.length;
                    one[k] = MemberWriter.of(KINDS[i], getter(FIELDS[i]), codec(FIELDS[i]), names, i, FIELDS[i], writeNulls, null);
                    next = MemberWriter.of(KINDS[i], getter(FIELDS[i]), codec(FIELDS[i]), names, i, FIELDS[i], writeNulls, next);
                }
                Target t = new Target();
                JsonWriter usual = JsonWriter.create();
                usual.beginObject();
                for (MemberWriter w : one) w.write(t, usual);
                usual.endObject();
                JsonWriter chained = JsonWriter.create();
                chained.beginObject();
                int start = chained.beginMembers(names);
                next.writeStep(t, chained, start);
                chained.endMembers(start);
                chained.endObject();
                assertEquals(new String(usual.toByteArray(), StandardCharsets.UTF_8),
                        new String(chained.toByteArray(), StandardCharsets.UTF_8), "from " + FIELDS[first] + ", nulls " + writeNulls);
            }
        }
    }

    @Test
    void eachPropertyHasItsOwnHiddenClass() throws Throwable {
        MemberWriter a = MemberWriter.of(MemberWriter.INT, getter("i"), codec("s"), null, 0, "i", false, null);
        MemberWriter b = MemberWriter.of(MemberWriter.INT, getter("i"), codec("s"), null, 0, "i", false, null);
        assertTrue(a.getClass().isHidden());
        assertFalse(a.getClass() == b.getClass(), "the getter is a constant of the class");
    }
}
