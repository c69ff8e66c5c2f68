package dev.brisk.bind.internal;

import dev.brisk.bind.UnwrappedCodec;
import dev.brisk.json.JsonSink;

import java.lang.invoke.MethodHandle;

/** Writes an unwrapped property: its value's members, among the holder's (see {@link UnwrappedCodec}). */
final class UnwrappedMember extends MemberWriter {
    /** (Object)Object. */
    private final MethodHandle getter;
    private final UnwrappedCodec<Object> codec;

    UnwrappedMember(MethodHandle getter, UnwrappedCodec<Object> codec) {
        this.getter = getter;
        this.codec = codec;
    }

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        codec.write(out, (Object) getter.invokeExact(value));
    }
}
