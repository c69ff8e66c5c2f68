package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.ObjectCodec;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * Binds a record or class through method handles found once by {@link BeanIntrospector}.
 * Reading collects every member's value first and only then calls the creator and the setters,
 * so a failure never leaves a half-built object; properties that are missing keep the value the
 * constructor gave them (setters and fields) or take their type's missing value (creator
 * parameters), and a missing {@link dev.brisk.bind.JsonRequired} property is an error. When a
 * name occurs twice the last value wins.
 */
final class ReflectiveObjectCodec<T> extends ObjectCodec<T> {
    /**
     * How a property is read and written: through its codec, or (for primitives and Strings whose
     * codec is the built-in one) straight through the reader and writer, with a getter typed to
     * the primitive, so that the common properties need neither an interface call nor a box on write.
     */
    private static final byte CALL = 0, STRING = 1, INT = 2, LONG = 3, DOUBLE = 4, BOOLEAN = 5;

    private final String typeName;
    private final MethodHandle creator;
    private final int creatorArity;
    private final boolean failOnUnknown;
    private final boolean writeNulls;
    // Readable properties, indexed as in the names table; ignored names follow them in the table.
    private final Names readNames;
    private final int readCount;
    private final String[] readJsonNames;
    private final Codec<Object>[] readCodecs;
    private final int[] creatorIndex;
    private final MethodHandle[] setters;
    private final boolean[] required;
    // Written properties, in declaration order.
    private final String[] writeNames;
    /** The written names prepared for JsonSink.name(Names, int), or null if they cannot form a set. */
    private final Names writeNameSet;
    private final Codec<Object>[] writeCodecs;
    private final MethodHandle[] getters;
    /** Per written property: its getter with the property's own return type (primitives unboxed). */
    private final MethodHandle[] typedGetters;
    private final byte[] readKinds;
    private final byte[] writeKinds;
    /** Whether the read values are the creator's arguments in order (records): no second array. */
    private final boolean valuesAreArguments;
    // Creator parameters that no member sets (ignored record components).
    private final int[] unreadCreatorIndex;
    private final Codec<Object>[] unreadCreatorCodecs;

    @SuppressWarnings("unchecked")
    ReflectiveObjectCodec(BeanIntrospector model, CodecLookup lookup) {
        this.typeName = model.raw.getSimpleName();
        this.creator = model.creator;
        this.creatorArity = model.creatorArity;
        this.failOnUnknown = lookup.options().failOnUnknownProperties();
        this.writeNulls = lookup.options().writeNulls();
        List<BeanProperty> readable = new ArrayList<>();
        List<BeanProperty> writable = new ArrayList<>();
        List<String> ignoredNames = new ArrayList<>();
        List<BeanProperty> unreadCreator = new ArrayList<>();
        for (BeanProperty p : model.properties) {
            if (!p.readable() && p.creatorIndex >= 0) unreadCreator.add(p);
            if (p.readable()) readable.add(p);
            else if (p.ignored || p.creatorIndex < 0) ignoredNames.add(p.jsonName);
            if (p.writable()) writable.add(p);
        }
        readCount = readable.size();
        String[] names = new String[readCount + ignoredNames.size()];
        readJsonNames = new String[readCount];
        readCodecs = new Codec[readCount];
        creatorIndex = new int[readCount];
        setters = new MethodHandle[readCount];
        required = new boolean[readCount];
        for (int i = 0; i < readCount; i++) {
            BeanProperty p = readable.get(i);
            names[i] = readJsonNames[i] = p.jsonName;
            creatorIndex[i] = p.creatorIndex;
            setters[i] = p.creatorIndex >= 0 ? null : p.setter;
            required[i] = p.required;
        }
        for (int i = 0; i < ignoredNames.size(); i++) names[readCount + i] = ignoredNames.get(i);
        readNames = Names.of(dedupe(names));
        writeNames = new String[writable.size()];
        writeCodecs = new Codec[writable.size()];
        getters = new MethodHandle[writable.size()];
        typedGetters = new MethodHandle[writable.size()];
        for (int i = 0; i < writeNames.length; i++) {
            BeanProperty p = writable.get(i);
            writeNames[i] = p.jsonName;
            getters[i] = p.getter;
            typedGetters[i] = p.typedGetter;
        }
        writeNameSet = prepared(writeNames);
        unreadCreatorIndex = new int[unreadCreator.size()];
        unreadCreatorCodecs = new Codec[unreadCreator.size()];
        for (int i = 0; i < unreadCreatorIndex.length; i++) {
            unreadCreatorIndex[i] = unreadCreator.get(i).creatorIndex;
            unreadCreatorCodecs[i] = lookup.codec(unreadCreator.get(i).type);
        }
        boolean identity = creatorArity == readCount && unreadCreatorIndex.length == 0;
        for (int i = 0; i < readCount && identity; i++) identity = creatorIndex[i] == i;
        valuesAreArguments = identity;
        // Codecs last: a recursive type may come back here through the lookup.
        for (int i = 0; i < readCount; i++) readCodecs[i] = lookup.codec(readable.get(i).type);
        for (int i = 0; i < writeNames.length; i++) writeCodecs[i] = lookup.codec(writable.get(i).type);
        readKinds = new byte[readCount];
        for (int i = 0; i < readCount; i++) readKinds[i] = kind(readable.get(i).type, readCodecs[i]);
        writeKinds = new byte[writeNames.length];
        for (int i = 0; i < writeNames.length; i++) {
            writeKinds[i] = kind(writable.get(i).type, writeCodecs[i]);
            // inline only when the getter returns exactly the property's type: a field `long id`
            // read through `Long getId()` has a boxed getter, which goes through the codec
            if (writeKinds[i] != CALL && (typedGetters[i] == null
                    || typedGetters[i].type().returnType() != writable.get(i).type)) {
                writeKinds[i] = CALL;
            }
        }
    }

    /** The inline kind of a property of {@code type} bound by {@code codec}: only with the built-in codec. */
    private static byte kind(java.lang.reflect.Type type, Codec<?> codec) {
        if (type == String.class && codec instanceof TextCodecs.StringCodec) return STRING;
        if (type == int.class && codec instanceof PrimitiveCodecs.IntCodec) return INT;
        if (type == long.class && codec instanceof PrimitiveCodecs.LongCodec) return LONG;
        if (type == double.class && codec instanceof PrimitiveCodecs.DoubleCodec) return DOUBLE;
        if (type == boolean.class && codec instanceof PrimitiveCodecs.BooleanCodec) return BOOLEAN;
        return CALL;
    }

    private static Names prepared(String[] names) {
        try {
            return Names.of(names);
        } catch (IllegalArgumentException duplicateOrLoneSurrogate) {
            return null; // written by String instead, which reports a lone surrogate with the path
        }
    }

    private String[] dedupe(String[] names) {
        for (int i = 0; i < names.length; i++) {
            for (int j = 0; j < i; j++) {
                if (names[i].equals(names[j])) {
                    throw new IllegalArgumentException(typeName + " has two properties named '" + names[i] + "'");
                }
            }
        }
        return names;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T readBody(JsonReader in) {
        Object[] values = new Object[readCount];
        // Which properties were read: the first 64 in a local, an array only for wider types.
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        int expect = 0; // members usually come in declaration order: guess the next one
        while (in.hasNext()) {
            int i = in.selectName(readNames, expect);
            if (i >= 0) expect = i + 1;
            if (i < 0) {
                if (failOnUnknown) throw in.error("unknown property for " + typeName);
                in.skipValue();
            } else if (i >= readCount) {
                in.skipValue(); // an ignored property
            } else {
                switch (readKinds[i]) {
                    case INT: values[i] = in.nextInt(); break;
                    case LONG: values[i] = in.nextLong(); break;
                    case DOUBLE: values[i] = in.nextDouble(); break;
                    case BOOLEAN: values[i] = in.nextBoolean(); break;
                    case STRING: values[i] = readString(in); break;
                    default: values[i] = readCodecs[i].read(in);
                }
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        // Checked before endObject() so that the error's path is inside this object.
        for (int i = 0; i < readCount; i++) {
            if (required[i] && !seen(seen0, seenMore, i)) {
                throw in.error("missing required property '" + readJsonNames[i] + "' of " + typeName);
            }
        }
        in.endObject();
        for (int i = 0; i < readCount; i++) {
            if (!seen(seen0, seenMore, i)) values[i] = readCodecs[i].missingValue();
        }
        Object[] args = values;
        if (!valuesAreArguments) {
            args = new Object[creatorArity];
            for (int i = 0; i < readCount; i++) if (creatorIndex[i] >= 0) args[creatorIndex[i]] = values[i];
            fillUnreadCreatorArguments(args);
        }
        T instance = construct(in, args);
        for (int i = 0; i < readCount; i++) {
            if (setters[i] != null && seen(seen0, seenMore, i)) {
                try {
                    setters[i].invokeExact((Object) instance, values[i]);
                } catch (Throwable t) {
                    throw failure(in, "cannot create " + typeName, t);
                }
            }
        }
        return instance;
    }

    private static boolean seen(long seen0, long[] seenMore, int i) {
        return i < 64 ? (seen0 & (1L << i)) != 0 : (seenMore[i >>> 6] & (1L << i)) != 0;
    }

    /** Creator parameters of ignored properties take their type's missing value (zero for primitives). */
    private void fillUnreadCreatorArguments(Object[] args) {
        for (int i = 0; i < unreadCreatorIndex.length; i++) args[unreadCreatorIndex[i]] = unreadCreatorCodecs[i].missingValue();
    }

    @SuppressWarnings("unchecked")
    private T construct(JsonReader in, Object[] args) {
        try {
            return (T) (Object) creator.invokeExact(args);
        } catch (Throwable t) {
            throw failure(in, "cannot create " + typeName, t);
        }
    }

    private static JsonException failure(JsonReader in, String what, Throwable t) {
        if (t instanceof Error) throw (Error) t;
        if (t instanceof JsonException) return (JsonException) t;
        JsonException e = in.error(what + ": " + t);
        return new JsonException(e.detail(), e.offset(), e.line(), e.column(), e.path(), t);
    }

    private static String readString(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        return in.nextString();
    }

    @Override
    public void writeBody(JsonSink out, T value) {
        for (int i = 0; i < getters.length; i++) {
            try {
                switch (writeKinds[i]) {
                    case INT: {
                        int v = (int) typedGetters[i].invokeExact((Object) value);
                        if (writeNameSet != null) {
                            out.member(writeNameSet, i, v); // name and value in one call
                        } else {
                            out.name(writeNames[i]);
                            out.numberValue(v);
                        }
                        break;
                    }
                    case LONG: {
                        long v = (long) typedGetters[i].invokeExact((Object) value);
                        if (writeNameSet != null) {
                            out.member(writeNameSet, i, v); // name and value in one call
                        } else {
                            out.name(writeNames[i]);
                            out.numberValue(v);
                        }
                        break;
                    }
                    case DOUBLE: {
                        double v = (double) typedGetters[i].invokeExact((Object) value);
                        if (writeNameSet != null) {
                            out.member(writeNameSet, i, v); // name and value in one call
                        } else {
                            out.name(writeNames[i]);
                            out.numberValue(v);
                        }
                        break;
                    }
                    case BOOLEAN: {
                        boolean v = (boolean) typedGetters[i].invokeExact((Object) value);
                        if (writeNameSet != null) {
                            out.member(writeNameSet, i, v); // name and value in one call
                        } else {
                            out.name(writeNames[i]);
                            out.booleanValue(v);
                        }
                        break;
                    }
                    default: {
                        Object v = getters[i].invokeExact((Object) value);
                        Codec<Object> codec = writeCodecs[i];
                        if (!writeNulls && codec.isAbsent(v)) break;
                        if (writeKinds[i] == STRING && v != null && writeNameSet != null) {
                            out.member(writeNameSet, i, (String) v);
                            break;
                        }
                        name(out, i);
                        if (writeKinds[i] == STRING && v != null) out.stringValue((String) v);
                        else codec.write(out, v);
                    }
                }
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        }
    }

    private void name(JsonSink out, int i) {
        if (writeNameSet != null) out.name(writeNameSet, i);
        else out.name(writeNames[i]);
    }
}
