package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Inclusion;
import dev.brisk.bind.Types;
import dev.brisk.bind.ObjectCodec;
import dev.brisk.bind.UnwrappedCodec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * Binds a record or class through method handles found once by {@link BeanIntrospector}, called
 * through {@link PropertyAccess} accessors (hidden classes to which each handle is a constant).
 * Records and classes with a creator: reading collects every member's value first and only then
 * calls the creator and the setters. Classes with a no-argument constructor: the instance is
 * created first and fields are stored as their members are read (no value array, primitives
 * unboxed); setter methods are still called only after the whole object was read, in declaration
 * order. Either way a failure never lets a half-built object out. Properties that are missing
 * keep the value the constructor gave them (setters and fields) or take their type's missing
 * value (creator parameters), and a missing {@link dev.brisk.bind.JsonRequired} property is an
 * error. When a name occurs twice the last value wins.
 */
final class ReflectiveObjectCodec<T> extends ObjectCodec<T> {
    /**
     * How a property is read and written: through its codec, or (for primitives and Strings whose
     * codec is the built-in one) straight through the reader and writer, with a getter typed to
     * the primitive, so that the common properties need neither an interface call nor a box on write.
     */
    static final byte CALL = 0, STRING = 1, INT = 2, LONG = 3, DOUBLE = 4, BOOLEAN = 5;
    /** A direct read's kind for a property whose setter method runs after the object was read. */
    static final byte DEFER = 6;

    private final String typeName;
    final MethodHandle creator;
    final int creatorArity;
    final boolean failOnUnknown;
    private final boolean writeNulls;
    // Readable properties, indexed as in the names table; ignored names follow them in the table.
    final Names readNames;
    final int readCount;
    /** Names from readCount on: aliases of readable properties (to their index), then names that are skipped. */
    final int aliasEnd;
    final int[] aliasTarget;
    private final String[] readJsonNames;
    final Codec<Object>[] readCodecs;
    final int[] creatorIndex;
    /** Per readable property: how it is set (null for creator parameters); typed like its directKinds entry. */
    final PropertyAccess[] setters;
    final boolean[] required;
    // Written properties, in declaration order.
    private final String[] writeNames;
    /** The written names prepared for JsonSink.name(Names, int), or null if they cannot form a set. */
    private final Names writeNameSet;
    private final Codec<Object>[] writeCodecs;
    /** Per written property, in order: writes its member (hidden classes, see MemberWriter); unwrapped ones among them. */
    private final MemberWriter[] writers;
    /** Every writer can write a member step ({@link MemberWriter#steps}): an in-memory JsonWriter gets the steps. */
    private final boolean writeSteps;
    /**
     * When {@link #writeSteps}: the writers that start a chain of steps ({@link MemberWriter#writeStep}
     * writes its property and those chained after it), the first and each written by its codec.
     */
    private final MemberWriter[] stepChains;
    final byte[] readKinds;
    /** Whether the read values are the creator's arguments in order (records): no second array. */
    final boolean valuesAreArguments;
    /** Creates the instance when the class is read directly (no-argument constructor, see the class comment), else null. */
    final PropertyAccess noArgCreator;
    /** Per readable property when read directly: its kind, or DEFER for a setter method. */
    final byte[] directKinds;
    /** Per readable property: its slot among the deferred setter values, or -1 for a field. */
    final int[] deferredSlot;
    final int deferredCount;
    // The catch-all (see BeanIntrospector.findCatchAll): set only when the type has one.
    /** Readable names to their index, for the catch-all read (which needs each name as a String); else null. */
    final java.util.HashMap<String, Integer> byName;
    private final Codec<Object> catchAllCodec;
    /** Stores the collected map (a field or setter), or null. */
    private final MethodHandle catchAllSetter;
    private final int catchAllCreatorIndex;
    /** Jackson's any-setter method, or null. */
    private final MethodHandle anySetter;
    /** (Object)Object giving the map whose entries are written last, or null. */
    private final MethodHandle catchAllGetter;
    private final Codec<Object> catchAllWriteCodec;
    /** Whether unknown members go into the catch-all (else they are unknown, or an unwrapped value's). */
    private final boolean catchAllReads;
    // Unwrapped properties that are read (see UnwrappedCodec), or null when there are none.
    private final UnwrappedCodec<Object>[] unwrapped;
    /** (Object,Object)void per unwrapped property: stores its value. */
    private final MethodHandle[] unwrappedSetters;
    /** Every name readBody takes (see readsMember). */
    private final java.util.Set<String> memberNames;
    // Creator parameters that no member sets (ignored record components).
    final int[] unreadCreatorIndex;
    final Codec<Object>[] unreadCreatorCodecs;

    @SuppressWarnings("unchecked")
    ReflectiveObjectCodec(BeanIntrospector model, CodecLookup lookup) {
        this.typeName = model.raw.getSimpleName();
        this.creator = model.creator;
        this.creatorArity = model.creatorArity;
        this.failOnUnknown = lookup.options().failOnUnknownProperties() && !model.annotations.ignoreUnknown;
        this.writeNulls = lookup.options().writeNulls();
        List<BeanProperty> readable = new ArrayList<>();
        List<BeanProperty> writable = new ArrayList<>();
        List<String> ignoredNames = new ArrayList<>();
        List<BeanProperty> unreadCreator = new ArrayList<>();
        List<BeanProperty> unwrappedRead = new ArrayList<>();
        List<BeanProperty> writeSequence = new ArrayList<>(); // written ones in order, unwrapped ones among them
        for (BeanProperty p : model.properties) {
            if (p.writable()) writeSequence.add(p);
            if (p.unwrapped) {
                if (p.readable()) unwrappedRead.add(p); // never a creator parameter (BeanIntrospector refuses it)
                continue;
            }
            if (!p.readable() && p.creatorIndex >= 0) unreadCreator.add(p);
            if (p.readable()) readable.add(p);
            else if (p.ignored || p.creatorIndex < 0) ignoredNames.add(p.jsonName);
            if (p.writable()) writable.add(p);
        }
        readCount = readable.size();
        List<Integer> aliasTargets = new ArrayList<>();
        List<String> aliases = new ArrayList<>();
        for (int i = 0; i < readCount; i++) {
            for (String alias : readable.get(i).aliases) {
                aliases.add(alias);
                aliasTargets.add(i);
            }
        }
        aliasEnd = readCount + aliases.size();
        aliasTarget = new int[aliases.size()];
        for (int i = 0; i < aliasTarget.length; i++) aliasTarget[i] = aliasTargets.get(i);
        ignoredNames.addAll(model.skippedNames);
        String[] names = new String[aliasEnd + ignoredNames.size()];
        readJsonNames = new String[readCount];
        readCodecs = new Codec[readCount];
        creatorIndex = new int[readCount];
        setters = new PropertyAccess[readCount];
        deferredSlot = new int[readCount];
        required = new boolean[readCount];
        int deferred = 0;
        for (int i = 0; i < readCount; i++) {
            BeanProperty p = readable.get(i);
            names[i] = readJsonNames[i] = p.jsonName;
            creatorIndex[i] = p.creatorIndex;
            deferredSlot[i] = p.creatorIndex < 0 && !p.setsField ? deferred++ : -1;
            required[i] = p.required;
        }
        deferredCount = deferred;
        noArgCreator = model.raw.isRecord() || model.noArgCreator == null ? null : PropertyAccess.creating(model.noArgCreator);
        for (int i = 0; i < aliases.size(); i++) names[readCount + i] = aliases.get(i);
        for (int i = 0; i < ignoredNames.size(); i++) names[aliasEnd + i] = ignoredNames.get(i);
        readNames = Names.of(dedupe(names));
        writeNames = new String[writable.size()];
        writeCodecs = new Codec[writable.size()];
        writers = new MemberWriter[writeSequence.size()];
        for (int i = 0; i < writeNames.length; i++) writeNames[i] = writable.get(i).jsonName;
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
        catchAllReads = model.catchAllReader != null || model.anySetter != null;
        boolean reads = catchAllReads;
        if (catchAllReads || !unwrappedRead.isEmpty()) {
            byName = new java.util.HashMap<>();
            for (int i = 0; i < names.length; i++) byName.put(names[i], i);
        } else {
            byName = null;
        }
        memberNames = new java.util.HashSet<>(java.util.Arrays.asList(names));
        catchAllSetter = model.catchAllReader != null && model.catchAllReader.creatorIndex < 0 ? model.catchAllReader.setter : null;
        catchAllCreatorIndex = model.catchAllReader != null ? model.catchAllReader.creatorIndex : -1;
        if (model.catchAllReader != null && !Types.raw(model.catchAllReader.type).isAssignableFrom(java.util.LinkedHashMap.class)) {
            throw new IllegalArgumentException("The catch-all '" + model.catchAllReader.javaName + "' of " + typeName
                    + " must be declared as a Map (it is read into a LinkedHashMap)");
        }
        if (model.catchAllReader != null && catchAllSetter == null && catchAllCreatorIndex < 0) {
            throw new IllegalArgumentException("The catch-all '" + model.catchAllReader.javaName + "' of " + typeName + " cannot be set");
        }
        anySetter = model.anySetter;
        catchAllGetter = model.catchAllWriter != null ? model.catchAllWriter.getter : null;
        // Codecs last: a recursive type may come back here through the lookup.
        catchAllCodec = reads || catchAllGetter != null ? lookup.codec(model.catchAllValueType) : null;
        catchAllWriteCodec = catchAllCodec;
        java.util.Map<BeanProperty, UnwrappedCodec<Object>> unwrappedCodecs = new java.util.HashMap<>();
        for (BeanProperty p : model.properties) {
            if (p.unwrapped && (p.readable() || p.writable())) {
                unwrappedCodecs.put(p, lookup.unwrapped(p.type, p.javaName, p.unwrapPrefix, p.unwrapSuffix));
            }
        }
        if (unwrappedRead.isEmpty()) {
            unwrapped = null;
            unwrappedSetters = null;
        } else {
            unwrapped = new UnwrappedCodec[unwrappedRead.size()];
            unwrappedSetters = new MethodHandle[unwrappedRead.size()];
            for (int k = 0; k < unwrapped.length; k++) {
                unwrapped[k] = unwrappedCodecs.get(unwrappedRead.get(k));
                unwrappedSetters[k] = unwrappedRead.get(k).setter;
            }
        }
        for (int i = 0; i < readCount; i++) readCodecs[i] = codec(lookup, readable.get(i));
        for (int i = 0; i < writeNames.length; i++) writeCodecs[i] = codec(lookup, writable.get(i));
        readKinds = new byte[readCount];
        for (int i = 0; i < readCount; i++) readKinds[i] = kind(readable.get(i).type, readCodecs[i]);
        directKinds = new byte[readCount];
        for (int i = 0; i < readCount; i++) {
            BeanProperty p = readable.get(i);
            directKinds[i] = deferredSlot[i] >= 0 ? DEFER : readKinds[i];
            // a typed store only when the setter takes exactly the property's type
            if (directKinds[i] >= STRING && directKinds[i] <= BOOLEAN && (p.typedSetter == null
                    || p.typedSetter.type().parameterType(1) != p.type)) {
                directKinds[i] = CALL;
            }
            if (p.creatorIndex < 0) {
                Class<?> r = accessType(directKinds[i]);
                setters[i] = PropertyAccess.setting(r, r == Object.class ? p.setter : p.typedSetter);
            }
        }
        MemberWriter[] plain = new MemberWriter[writeNames.length];
        boolean[] chainStarts = new boolean[writeNames.length];
        // last to first: each template's writer gets the next one's, to call after its own step
        for (int i = writeNames.length - 1; i >= 0; i--) {
            byte writeKind = kind(writable.get(i).type, writeCodecs[i]);
            // inline only when the getter returns exactly the property's type: a field `long id`
            // read through `Long getId()` has a boxed getter, which goes through the codec
            BeanProperty p = writable.get(i);
            if (writeKind >= STRING && writeKind <= BOOLEAN
                    && (p.typedGetter == null || p.typedGetter.type().returnType() != p.type)) {
                writeKind = CALL;
            }
            int member = writeKind == INT ? MemberWriter.INT : writeKind == LONG ? MemberWriter.LONG
                    : writeKind == DOUBLE ? MemberWriter.DOUBLE : writeKind == BOOLEAN ? MemberWriter.BOOLEAN
                    : writeKind == STRING ? MemberWriter.STRING : MemberWriter.CODEC;
            MethodHandle getter = member <= MemberWriter.BOOLEAN ? p.typedGetter : p.getter;
            Inclusion inclusion = p.inclusion != null ? p.inclusion : model.annotations.inclusion;
            if (p.raw) {
                plain[i] = new FilteredMember(p.getter, null, inclusion != null ? inclusion : writeNulls ? Inclusion.ALWAYS
                        : Inclusion.NON_ABSENT, writeNameSet, i, writeNames[i]);
            } else if (inclusion == null || inclusion == Inclusion.ALWAYS && member == MemberWriter.CODEC
                    || inclusion == Inclusion.NON_ABSENT) {
                boolean nulls = inclusion == null ? writeNulls : inclusion == Inclusion.ALWAYS;
                // A property written by its codec starts a chain of its own: the chain's earlier
                // steps are done when it nests, so nesting costs no more stack than a loop would.
                MemberWriter next = i + 1 < plain.length && plain[i + 1].steps() && !chainStarts[i + 1] ? plain[i + 1] : null;
                plain[i] = MemberWriter.of(member, getter, writeCodecs[i], writeNameSet, i, writeNames[i], nulls, next);
                chainStarts[i] = member == MemberWriter.CODEC;
            } else {
                plain[i] = new FilteredMember(p.getter, writeCodecs[i], inclusion, writeNameSet, i, writeNames[i]);
            }
        }
        for (int j = 0, i = 0; j < writers.length; j++) {
            BeanProperty p = writeSequence.get(j);
            writers[j] = p.unwrapped ? new UnwrappedMember(p.getter, unwrappedCodecs.get(p)) : plain[i++];
        }
        boolean steps = writeNameSet != null && writers.length > 0;
        for (MemberWriter w : writers) steps &= w.steps();
        writeSteps = steps;
        // with every member a step there is no unwrapped one: the writers are the plain ones in order
        int chains = 0;
        if (steps) {
            for (int i = 0; i < plain.length; i++) if (i == 0 || chainStarts[i]) chains++;
        }
        stepChains = new MemberWriter[chains];
        for (int i = 0, k = 0; k < chains; i++) if (i == 0 || chainStarts[i]) stepChains[k++] = plain[i];
    }

    /** The property's codec: its type's, or one for its format. */
    private static Codec<Object> codec(CodecLookup lookup, BeanProperty p) {
        return p.pattern != null || p.asString ? lookup.formatted(p.type, p.pattern, p.asString) : lookup.codec(p.type);
    }

    /** The type an accessor for {@code kind} gets and sets: the primitive, else Object. */
    private static Class<?> accessType(byte kind) {
        switch (kind) {
            case INT: return int.class;
            case LONG: return long.class;
            case DOUBLE: return double.class;
            case BOOLEAN: return boolean.class;
            default: return Object.class;
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
    public boolean readsMember(String name) {
        if (catchAllReads || memberNames.contains(name)) return true;
        if (unwrapped != null) {
            for (UnwrappedCodec<Object> u : unwrapped) if (u.claims(name)) return true;
        }
        return false;
    }

    /** The same reads over a BytesCursor: see ReflectiveBytesRead. */
    @Override
    public T readBodyBytes(BytesCursor in) {
        return ReflectiveBytesRead.read(this, in);
    }

    /** The same reads over a ValueCursor: see ReflectiveValuesRead. */
    @Override
    public T readBodyValues(dev.brisk.json.ValueCursor in) {
        return ReflectiveValuesRead.read(this, in);
    }

    @Override
    public T readBody(JsonReader in) {
        if (byName != null) return readCatchingAll(in);
        return noArgCreator != null ? readDirect(in) : readCollected(in);
    }

    /**
     * {@link #readCollected} for a type with a catch-all or unwrapped properties: names are read
     * as Strings (the unknown ones are kept), the members of unwrapped values are kept for them
     * and read when the object ends, and the other unknown members' values go into one map,
     * which is then stored like a property or handed to the any-setter entry by entry, in input order.
     */
    @SuppressWarnings("unchecked")
    private T readCatchingAll(JsonReader in) {
        Object[] values = new Object[readCount];
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        java.util.LinkedHashMap<String, Object> unknown = null;
        UnwrappedCodec.Members[] members = unwrapped == null ? null : new UnwrappedCodec.Members[unwrapped.length];
        while (in.hasNext()) {
            String name = in.nextName();
            Integer index = byName.get(name);
            int i = index == null ? -1 : index;
            if (i < 0) {
                if (members != null && UnwrappedCodec.offer(in, name, unwrapped, members)) continue;
                if (catchAllReads) {
                    if (unknown == null) unknown = new java.util.LinkedHashMap<>();
                    unknown.put(name, catchAllCodec.read(in));
                } else {
                    if (failOnUnknown) throw in.error("unknown property for " + typeName);
                    in.skipValue();
                }
            } else if (i >= readCount && (i >= aliasEnd || (i = aliasTarget[i - readCount]) < 0)) {
                in.skipValue(); // an ignored property
            } else {
                values[i] = readValue(in, i);
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        checkRequired(in, seen0, seenMore);
        in.endObject();
        for (int i = 0; i < readCount; i++) {
            if (!seen(seen0, seenMore, i)) values[i] = readCodecs[i].missingValue();
        }
        Object[] unwrappedValues = null;
        if (members != null) {
            unwrappedValues = new Object[members.length];
            for (int k = 0; k < members.length; k++) unwrappedValues[k] = unwrapped[k].read(in, members[k]);
        }
        Object[] args = new Object[creatorArity];
        for (int i = 0; i < readCount; i++) if (creatorIndex[i] >= 0) args[creatorIndex[i]] = values[i];
        fillUnreadCreatorArguments(args);
        if (catchAllCreatorIndex >= 0) args[catchAllCreatorIndex] = unknown;
        T instance = construct(in, args);
        for (int i = 0; i < readCount; i++) {
            if (setters[i] != null && seen(seen0, seenMore, i)) set(in, instance, i, values[i]);
        }
        if (unwrappedValues != null) {
            try {
                for (int k = 0; k < unwrappedValues.length; k++) unwrappedSetters[k].invokeExact((Object) instance, unwrappedValues[k]);
            } catch (Throwable t) {
                throw failure(in, "cannot create " + typeName, t);
            }
        }
        if (unknown != null) {
            try {
                if (catchAllSetter != null) {
                    catchAllSetter.invokeExact((Object) instance, (Object) unknown);
                } else if (anySetter != null) {
                    for (java.util.Map.Entry<String, Object> e : unknown.entrySet()) anySetter.invokeExact((Object) instance, e.getKey(), e.getValue());
                }
            } catch (Throwable t) {
                throw failure(in, "cannot create " + typeName, t);
            }
        }
        return instance;
    }

    /** Creates the instance first and stores each field as its member is read; setter methods run at the end. */
    @SuppressWarnings("unchecked")
    private T readDirect(JsonReader in) {
        Object instance;
        try {
            instance = noArgCreator.create();
        } catch (Throwable t) {
            if (t instanceof Error) throw (Error) t;
            // read as before: the constructor runs again at the object's end and its failure is reported there
            return readCollected(in);
        }
        Object[] deferred = deferredCount == 0 ? null : new Object[deferredCount];
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        int expect = 0; // members usually come in declaration order: guess the next one
        for (int i; (i = in.nextMember(readNames, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            if (i < 0) {
                if (failOnUnknown) throw in.error("unknown property for " + typeName);
                in.skipValue();
            } else if (i >= readCount && (i >= aliasEnd || (i = aliasTarget[i - readCount]) < 0)) {
                in.skipValue(); // an ignored property
            } else {
                store(in, instance, i, deferred);
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        in.endObject();
        checkRequired(in, seen0, seenMore);
        if (deferred != null) {
            for (int i = 0; i < readCount; i++) {
                if (deferredSlot[i] >= 0 && seen(seen0, seenMore, i)) set(in, instance, i, deferred[deferredSlot[i]]);
            }
        }
        return (T) instance;
    }

    /** Reads member {@code i}'s value into its field, unboxed where the kind allows, or keeps it for its setter. */
    private void store(JsonReader in, Object instance, int i, Object[] deferred) {
        PropertyAccess set = setters[i];
        byte kind = directKinds[i];
        // A codec's own exception leaves as it is, as in the collecting read and on the generated
        // path: only the store is this object's failure. (The reader's own reads below throw
        // JsonExceptions, which failure() passes on unchanged.)
        if (kind == DEFER) {
            deferred[deferredSlot[i]] = readValue(in, i);
            return;
        }
        Object value = kind == CALL ? readCodecs[i].read(in) : null;
        try {
            switch (kind) {
                case INT: set.setInt(instance, in.nextInt()); break;
                case LONG: set.setLong(instance, in.nextLong()); break;
                case DOUBLE: set.setDouble(instance, in.nextDouble()); break;
                case BOOLEAN: set.setBoolean(instance, in.nextBoolean()); break;
                case STRING: set.set(instance, readString(in)); break;
                default: set.set(instance, value);
            }
        } catch (Throwable t) {
            throw failure(in, "cannot create " + typeName, t);
        }
    }

    /** Sets a collected (boxed) value. */
    private void set(JsonReader in, Object instance, int i, Object value) {
        try {
            setBoxed(instance, i, value);
        } catch (Throwable t) {
            throw failure(in, "cannot create " + typeName, t);
        }
    }

    /** Sets member {@code i} from its boxed value, unboxed where its kind allows; the setter's failure passes through. */
    void setBoxed(Object instance, int i, Object value) throws Throwable {
        PropertyAccess set = setters[i];
        switch (directKinds[i]) {
            case INT: set.setInt(instance, (Integer) value); break;
            case LONG: set.setLong(instance, (Long) value); break;
            case DOUBLE: set.setDouble(instance, (Double) value); break;
            case BOOLEAN: set.setBoolean(instance, (Boolean) value); break;
            default: set.set(instance, value);
        }
    }

    private Object readValue(JsonReader in, int i) {
        switch (readKinds[i]) {
            case INT: return in.nextInt();
            case LONG: return in.nextLong();
            case DOUBLE: return in.nextDouble();
            case BOOLEAN: return in.nextBoolean();
            case STRING: return readString(in);
            default: return readCodecs[i].read(in);
        }
    }

    /** Checked after endObject(), so that the error has the object's path (a member is missing from it), at its closing brace. */
    private void checkRequired(JsonReader in, long seen0, long[] seenMore) {
        for (int i = 0; i < readCount; i++) {
            if (required[i] && !seen(seen0, seenMore, i)) {
                throw in.error("missing required property '" + readJsonNames[i] + "' of " + typeName);
            }
        }
    }

    /** Collects every member's value, then calls the creator and the setters. */
    @SuppressWarnings("unchecked")
    private T readCollected(JsonReader in) {
        Object[] values = new Object[readCount];
        // Which properties were read: the first 64 in a local, an array only for wider types.
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        int expect = 0; // members usually come in declaration order: guess the next one
        for (int i; (i = in.nextMember(readNames, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            if (i < 0) {
                if (failOnUnknown) throw in.error("unknown property for " + typeName);
                in.skipValue();
            } else if (i >= readCount && (i >= aliasEnd || (i = aliasTarget[i - readCount]) < 0)) {
                in.skipValue(); // an ignored property
            } else {
                // a codec called from here, not through readValue: one frame less per level of a recursive type
                values[i] = readKinds[i] == CALL ? readCodecs[i].read(in) : readValue(in, i);
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        in.endObject();
        checkRequired(in, seen0, seenMore);
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
            if (setters[i] != null && seen(seen0, seenMore, i)) set(in, instance, i, values[i]);
        }
        return instance;
    }

    static boolean seen(long seen0, long[] seenMore, int i) {
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
        return in.nextStringOrNull();
    }

    /** The catch-all's entries, after the properties, as Jackson writes its any-getter's. */
    private void writeCatchAll(JsonSink out, T value) throws Throwable {
        java.util.Map<?, ?> map = (java.util.Map<?, ?>) (Object) catchAllGetter.invokeExact((Object) value);
        if (map == null) return;
        for (java.util.Map.Entry<?, ?> e : map.entrySet()) {
            out.name(String.valueOf(e.getKey()));
            catchAllWriteCodec.write(out, e.getValue());
        }
    }

    /**
     * A nested object (a list element, a member's value) written by member steps opens and closes
     * in two writer calls around them ({@code JsonWriter.beginObjectMembers}); everything else
     * takes {@link ObjectCodec#write}.
     */
    @Override
    public void write(JsonSink out, T value) {
        if (writeSteps && value != null && catchAllGetter == null && out instanceof JsonWriter) {
            JsonWriter w = (JsonWriter) out;
            int start = w.beginObjectMembers(writeNameSet);
            if (start >= 0) {
                try {
                    for (MemberWriter m : stepChains) m.writeStep(value, w, start);
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Throwable t) {
                    throw new IllegalStateException(t);
                }
                w.endObjectMembers(start);
                return;
            }
        }
        super.write(out, value);
    }

    @Override
    public void writeBody(JsonSink out, T value) {
        try {
            if (writeSteps && out instanceof JsonWriter) {
                JsonWriter w = (JsonWriter) out;
                int start = w.beginMembers(writeNameSet);
                if (start >= 0) {
                    for (MemberWriter m : stepChains) m.writeStep(value, w, start);
                    w.endMembers(start);
                    if (catchAllGetter != null) writeCatchAll(out, value);
                    return;
                }
            }
            for (MemberWriter w : writers) w.write(value, out);
            if (catchAllGetter != null) writeCatchAll(out, value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
