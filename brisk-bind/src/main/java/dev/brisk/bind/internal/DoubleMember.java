package dev.brisk.bind.internal;

import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link MemberWriter} for {@code double} properties: never loaded as itself. */
final class DoubleMember extends MemberWriter {
    private static final MethodHandles.Lookup L = MethodHandles.lookup();
    private static final MethodHandle GET = getter(L);
    private static final Names NAMES = names(L);
    private static final int INDEX = index(L);
    private static final String NAME = name(L);
    private static final MemberWriter NEXT = next(L);

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        double v = (double) GET.invokeExact(value);
        if (NAMES != null) {
            out.member(NAMES, INDEX, v); // name and value in one call
        } else {
            out.name(NAME);
            out.numberValue(v);
        }
    }

    @Override
    boolean steps() { return NAMES != null; }

    @Override
    void writeStep(Object value, JsonWriter w, int start) throws Throwable {
        w.nextMember(start, NAMES, INDEX, (double) GET.invokeExact(value));
        if (NEXT != null) NEXT.writeStep(value, w, start);
    }
}
