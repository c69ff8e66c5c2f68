package dev.brisk.bind.internal;

import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;

import static dev.brisk.bind.internal.ReflectiveObjectCodec.BOOLEAN;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.CALL;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.DEFER;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.DOUBLE;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.INT;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.LONG;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.STRING;
import static dev.brisk.bind.internal.ReflectiveObjectCodec.seen;

/**
 * {@link ReflectiveObjectCodec}'s reads over a {@link ValueCursor}: {@link ReflectiveBytesRead}'s
 * member loop, line for line, over a value cursor instead of the bytes' (the cursors have
 * the same methods and contract). What fails here is read again through readBody, as there.
 */
final class ReflectiveValuesRead {
    private ReflectiveValuesRead() { }

    static <T> T read(ReflectiveObjectCodec<T> c, ValueCursor in) {
        if (c.byName != null) {
            in.fail(); // names are kept as Strings there: the JsonReader read does it
            return null;
        }
        return c.noArgCreator != null ? direct(c, in) : collected(c, in);
    }

    @SuppressWarnings("unchecked")
    private static <T> T direct(ReflectiveObjectCodec<T> c, ValueCursor in) {
        Object instance;
        try {
            instance = c.noArgCreator.create();
        } catch (Throwable t) {
            return failed(in, t); // the JsonReader read calls it again and reports it
        }
        Object[] deferred = c.deferredCount == 0 ? null : new Object[c.deferredCount];
        int readCount = c.readCount;
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        int expect = 0;
        for (int i; (i = in.nextMember(c.readNames, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            if ((i = property(c, in, i)) >= 0) {
                store(c, in, instance, i, deferred);
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        if (in.failed() || !requiredSeen(c, seen0, seenMore)) return failed(in, null);
        if (deferred != null) {
            try {
                for (int i = 0; i < readCount; i++) {
                    if (c.deferredSlot[i] >= 0 && seen(seen0, seenMore, i)) c.setBoxed(instance, i, deferred[c.deferredSlot[i]]);
                }
            } catch (Throwable t) {
                return failed(in, t);
            }
        }
        return (T) instance;
    }

    /** Reads member {@code i}'s value into its field, unboxed where the kind allows, or keeps it for its setter. */
    private static void store(ReflectiveObjectCodec<?> c, ValueCursor in, Object instance, int i, Object[] deferred) {
        byte kind = c.directKinds[i];
        if (kind == DEFER) {
            deferred[c.deferredSlot[i]] = value(c, in, i);
            return;
        }
        // the codec is called outside the try, as in readDirect: only the store is this object's
        Object value = kind == CALL ? c.readCodecs[i].readValues(in) : null;
        PropertyAccess set = c.setters[i];
        try {
            switch (kind) {
                case INT: set.setInt(instance, in.nextInt()); break;
                case LONG: set.setLong(instance, in.nextLong()); break;
                case DOUBLE: set.setDouble(instance, in.nextDouble()); break;
                case BOOLEAN: set.setBoolean(instance, in.nextBoolean()); break;
                case STRING: set.set(instance, in.nextStringOrNull()); break;
                default: set.set(instance, value);
            }
        } catch (Throwable t) {
            failed(in, t);
        }
    }

    /** Collects every member's value, then calls the creator and the setters. */
    @SuppressWarnings("unchecked")
    private static <T> T collected(ReflectiveObjectCodec<T> c, ValueCursor in) {
        int readCount = c.readCount;
        Object[] values = new Object[readCount];
        long seen0 = 0;
        long[] seenMore = readCount > 64 ? new long[(readCount + 63) >>> 6] : null;
        int expect = 0;
        for (int i; (i = in.nextMember(c.readNames, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            if ((i = property(c, in, i)) >= 0) {
                values[i] = c.readKinds[i] == CALL ? c.readCodecs[i].readValues(in) : value(c, in, i);
                if (i < 64) seen0 |= 1L << i;
                else seenMore[i >>> 6] |= 1L << i;
            }
        }
        if (in.failed() || !requiredSeen(c, seen0, seenMore)) return failed(in, null);
        for (int i = 0; i < readCount; i++) {
            if (!seen(seen0, seenMore, i)) values[i] = c.readCodecs[i].missingValue();
        }
        Object[] args = values;
        if (!c.valuesAreArguments) {
            args = new Object[c.creatorArity];
            for (int i = 0; i < readCount; i++) if (c.creatorIndex[i] >= 0) args[c.creatorIndex[i]] = values[i];
            for (int k = 0; k < c.unreadCreatorIndex.length; k++) args[c.unreadCreatorIndex[k]] = c.unreadCreatorCodecs[k].missingValue();
        }
        Object instance;
        try {
            instance = (Object) c.creator.invokeExact(args);
            for (int i = 0; i < readCount; i++) {
                if (c.setters[i] != null && seen(seen0, seenMore, i)) c.setBoxed(instance, i, values[i]);
            }
        } catch (Throwable t) {
            return failed(in, t);
        }
        return (T) instance;
    }

    private static Object value(ReflectiveObjectCodec<?> c, ValueCursor in, int i) {
        switch (c.readKinds[i]) {
            case INT: return in.nextInt();
            case LONG: return in.nextLong();
            case DOUBLE: return in.nextDouble();
            case BOOLEAN: return in.nextBoolean();
            case STRING: return in.nextStringOrNull();
            default: return c.readCodecs[i].readValues(in);
        }
    }


    /**
     * The property member {@code i} (a name's index in {@code readNames}) sets, an alias resolved;
     * or -1 once its value was dealt with here: an unknown member skipped (or refused, failing the
     * cursor), an ignored one skipped.
     */
    private static int property(ReflectiveObjectCodec<?> c, ValueCursor in, int i) {
        if (i < 0) {
            if (c.failOnUnknown) in.fail();
            else in.skipValue();
            return -1;
        }
        int readCount = c.readCount;
        if (i >= readCount && (i >= c.aliasEnd || (i = c.aliasTarget[i - readCount]) < 0)) {
            in.skipValue(); // an ignored property
            return -1;
        }
        return i;
    }

    private static boolean requiredSeen(ReflectiveObjectCodec<?> c, long seen0, long[] seenMore) {
        for (int i = 0; i < c.readCount; i++) if (c.required[i] && !seen(seen0, seenMore, i)) return false;
        return true;
    }

    /**
     * Gives up on this document: a catch of the user's constructor, creator or setter (never of
     * the cursor, which does not throw), rethrowing Errors; the JsonReader read reports it.
     */
    private static <T> T failed(ValueCursor in, Throwable t) {
        if (t instanceof Error) throw (Error) t;
        in.fail();
        return null;
    }
}
