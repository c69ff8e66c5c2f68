package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonSink;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;

/** A {@link MemberWriter} that keeps what the templates hold as constants in fields, when no hidden class can be defined. */
final class HandleMember extends MemberWriter {
    private final int kind;
    private final MethodHandle get;
    private final Codec<Object> codec;
    private final Names names;
    private final int index;
    private final String name;
    private final boolean writeNulls;

    HandleMember(int kind, MethodHandle get, Codec<Object> codec, Names names, int index, String name, boolean writeNulls) {
        this.kind = kind;
        this.get = get;
        this.codec = codec;
        this.names = names;
        this.index = index;
        this.name = name;
        this.writeNulls = writeNulls;
    }

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        switch (kind) {
            case INT: {
                int v = (int) get.invokeExact(value);
                name(out);
                out.numberValue(v);
                return;
            }
            case LONG: {
                long v = (long) get.invokeExact(value);
                name(out);
                out.numberValue(v);
                return;
            }
            case DOUBLE: {
                double v = (double) get.invokeExact(value);
                name(out);
                out.numberValue(v);
                return;
            }
            case BOOLEAN: {
                boolean v = (boolean) get.invokeExact(value);
                name(out);
                out.booleanValue(v);
                return;
            }
            default: {
                Object v = (Object) get.invokeExact(value);
                if (!writeNulls && codec.isAbsent(v)) return;
                name(out);
                codec.write(out, v);
            }
        }
    }

    private void name(JsonSink out) {
        if (names != null) out.name(names, index);
        else out.name(name);
    }
}
