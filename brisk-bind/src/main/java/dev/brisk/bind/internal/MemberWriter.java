package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.List;

/**
 * Writes one property of a bound object as a member, name and value, for the reflective codecs.
 * Each one is a hidden class defined from a template ({@link IntMember}, {@link LongMember},
 * {@link DoubleMember}, {@link BooleanMember}, {@link StringMember}, {@link CodecMember}) whose
 * getter, codec and name are {@code static final} constants from its class data: the JIT inlines
 * the getter and, since each property has its own call sites, the sink's and the codec's calls
 * too, as in a generated codec (one shared call site would see every codec class of the program).
 * If a hidden class cannot be defined, {@link HandleMember} does the same through fields.
 */
abstract class MemberWriter {
    /** How the value is written: inline for the built-in codecs of these types, else through the codec. */
    static final int INT = 0, LONG = 1, DOUBLE = 2, BOOLEAN = 3, STRING = 4, CODEC = 5;

    /** Writes the property of {@code value} (skipped when absent and nulls are not written). */
    abstract void write(Object value, JsonSink out) throws Throwable;

    /**
     * Whether {@link #writeStep} can write this property: a template's, with a prepared name set
     * (filtered, unwrapped and {@link HandleMember} properties take {@link #write} only).
     */
    boolean steps() { return false; }

    /**
     * Writes the property of {@code value} as a member step of the run that
     * {@link JsonWriter#beginMembers} started at {@code start}, exactly as {@link #write} would,
     * then those of the properties after it: a template's writer calls the next property's as a
     * constant of its class data, so that the JIT inlines the chain into one body as in a
     * generated codec, where a loop over the writers would make one call per member from a site
     * that sees every property's class. Called only when {@link #steps} says so, on the first
     * property's writer.
     */
    void writeStep(Object value, JsonWriter w, int start) throws Throwable {
        throw new UnsupportedOperationException("no member step for this property");
    }

    /**
     * A writer of kind {@code kind} over {@code getter}: {@code (Object)int}, {@code long},
     * {@code double} or {@code boolean} for those kinds, else {@code (Object)Object}. {@code names}
     * may be null (the name is then written as the String {@code name}); {@code next} is the
     * writer of the property after this one, whose {@link #writeStep} follows this one's, or null.
     */
    static MemberWriter of(int kind, MethodHandle getter, Codec<Object> codec, Names names, int index,
                           String name, boolean writeNulls, MemberWriter next) {
        Class<?> template = kind == INT ? IntMember.class : kind == LONG ? LongMember.class
                : kind == DOUBLE ? DoubleMember.class : kind == BOOLEAN ? BooleanMember.class
                : kind == STRING ? StringMember.class : CodecMember.class;
        // List.of takes no null: the missing name set is an empty String
        List<Object> data = List.of(getter, codec, names != null ? names : "", index, name, writeNulls,
                next != null ? next : "");
        MemberWriter hidden = (MemberWriter) HiddenTemplate.instantiate(template, data);
        return hidden != null ? hidden : new HandleMember(kind, getter, codec, names, index, name, writeNulls);
    }

    // The templates' static initializers read their class data through these.
    static MethodHandle getter(MethodHandles.Lookup l) { return (MethodHandle) HiddenTemplate.data(l, 0); }

    @SuppressWarnings("unchecked")
    static Codec<Object> codec(MethodHandles.Lookup l) { return (Codec<Object>) HiddenTemplate.data(l, 1); }

    static Names names(MethodHandles.Lookup l) {
        Object names = HiddenTemplate.data(l, 2);
        return names instanceof Names ? (Names) names : null;
    }

    static int index(MethodHandles.Lookup l) { return (Integer) HiddenTemplate.data(l, 3); }

    static String name(MethodHandles.Lookup l) { return (String) HiddenTemplate.data(l, 4); }

    static boolean writeNulls(MethodHandles.Lookup l) { return (Boolean) HiddenTemplate.data(l, 5); }

    /** The next property's writer in the chain of {@link #writeStep}, or null for the last. */
    static MemberWriter next(MethodHandles.Lookup l) {
        Object next = HiddenTemplate.data(l, 6);
        return next instanceof MemberWriter ? (MemberWriter) next : null;
    }
}
