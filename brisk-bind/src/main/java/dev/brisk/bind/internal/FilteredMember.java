package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.Inclusion;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;

import java.lang.invoke.MethodHandle;

/**
 * A {@link MemberWriter} for a property with its own inclusion ({@code @JsonInclusion}, Jackson's
 * {@code @JsonInclude}) or written as raw JSON text (Jackson's {@code @JsonRawValue}, when the
 * codec is null): the boxed value is checked against the inclusion, then written. Only annotated
 * properties take this slower, shared path.
 */
final class FilteredMember extends MemberWriter {
    private final MethodHandle get;
    private final Codec<Object> codec;
    private final Inclusion inclusion;
    private final Names names;
    private final int index;
    private final String name;

    /** {@code get} is {@code (Object)Object}. */
    FilteredMember(MethodHandle get, Codec<Object> codec, Inclusion inclusion, Names names, int index, String name) {
        this.get = get;
        this.codec = codec;
        this.inclusion = inclusion;
        this.names = names;
        this.index = index;
        this.name = name;
    }

    @Override
    void write(Object value, JsonSink out) throws Throwable {
        Object v = (Object) get.invokeExact(value);
        if (inclusion.excludes(v)) return;
        if (names != null) out.name(names, index);
        else out.name(name);
        if (codec != null) codec.write(out, v);
        else if (v == null) out.nullValue();
        else writeRaw(out, v.toString());
    }

    /** Raw JSON text: checked and copied by a JsonWriter, parsed into any other sink (so it is never invalid). */
    static void writeRaw(JsonSink out, String json) {
        if (out instanceof JsonWriter) {
            ((JsonWriter) out).rawValue(json);
            return;
        }
        try (JsonReader in = JsonReader.of(json)) {
            in.copyTo(out);
        }
    }
}
