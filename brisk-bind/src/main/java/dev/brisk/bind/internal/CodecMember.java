package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link MemberWriter} for a property written by its codec: never loaded as itself. */
final class CodecMember extends MemberWriter {
    private static final MethodHandles.Lookup L = MethodHandles.lookup();
    private static final MethodHandle GET = getter(L);
    private static final Codec<Object> CODEC = codec(L);
    private static final Names NAMES = names(L);
    private static final int INDEX = index(L);
    private static final String NAME = name(L);
    private static final boolean WRITE_NULLS = writeNulls(L);
    private static final MemberWriter NEXT = next(L);

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        Object v = (Object) GET.invokeExact(value);
        if (!WRITE_NULLS && CODEC.isAbsent(v)) return;
        if (NAMES != null) out.name(NAMES, INDEX);
        else out.name(NAME);
        CODEC.write(out, v);
    }

    @Override
    boolean steps() { return NAMES != null; }

    @Override
    void writeStep(Object value, JsonWriter w, int start) throws Throwable {
        Object v = (Object) GET.invokeExact(value);
        if (WRITE_NULLS || !CODEC.isAbsent(v)) {
            w.nextName(start, NAMES, INDEX);
            CODEC.write(w, v);
        }
        if (NEXT != null) NEXT.writeStep(value, w, start);
    }
}
