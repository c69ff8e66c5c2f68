package dev.brisk.bind.internal;

import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link MemberWriter} for a String property with the built-in codec: never loaded as itself. */
final class StringMember extends MemberWriter {
    private static final MethodHandles.Lookup L = MethodHandles.lookup();
    private static final MethodHandle GET = getter(L);
    private static final Names NAMES = names(L);
    private static final int INDEX = index(L);
    private static final String NAME = name(L);
    private static final boolean WRITE_NULLS = writeNulls(L);
    private static final MemberWriter NEXT = next(L);

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        String v = (String) (Object) GET.invokeExact(value);
        if (v != null) {
            if (NAMES != null) {
                out.member(NAMES, INDEX, v); // name and value in one call
            } else {
                out.name(NAME);
                out.stringValue(v);
            }
        } else if (WRITE_NULLS) { // the built-in codec's isAbsent is this null check
            if (NAMES != null) out.name(NAMES, INDEX);
            else out.name(NAME);
            out.nullValue();
        }
    }

    @Override
    boolean steps() { return NAMES != null; }

    @Override
    void writeStep(Object value, JsonWriter w, int start) throws Throwable {
        String v = (String) (Object) GET.invokeExact(value);
        if (v != null) {
            w.nextMember(start, NAMES, INDEX, v);
        } else if (WRITE_NULLS) {
            w.nextName(start, NAMES, INDEX);
            w.nullValue();
        }
        if (NEXT != null) NEXT.writeStep(value, w, start);
    }
}
