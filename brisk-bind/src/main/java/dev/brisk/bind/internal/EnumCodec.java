package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.bind.JsonName;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;

/**
 * An enum as the string of its constant's name, or of the {@link JsonName} on the constant.
 * Reading matches the string against a table built once ({@code selectString}), without creating
 * a String; a value that names no constant is an error, never null.
 */
public final class EnumCodec<E extends Enum<E>> implements Codec<E> {
    private final E[] constants;
    private final String[] jsonNames;
    private final Names names;
    private final String typeName;

    /** The constant an unknown value reads as (Jackson's {@code @JsonEnumDefaultValue}), or null. */
    private final E unknown;

    public EnumCodec(Class<E> type) {
        this.constants = type.getEnumConstants();
        this.jsonNames = jsonNames(type);
        this.names = Names.of(jsonNames);
        this.typeName = type.getSimpleName();
        E fallback = null;
        if (PropertyAnnotations.JACKSON) {
            for (E c : constants) {
                if (JacksonAnnotations.isEnumDefault(field(type, c))) fallback = c;
            }
        }
        this.unknown = fallback;
    }

    private static java.lang.reflect.Field field(Class<?> type, Enum<?> constant) {
        try {
            return type.getField(constant.name());
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The JSON name of each constant, in ordinal order: what its {@link dev.brisk.bind.JsonSingleValue}
     * (or Jackson's {@code @JsonValue}) method returns, else its {@link JsonName} (or Jackson's
     * {@code @JsonProperty}), else its name.
     */
    public static <E extends Enum<E>> String[] jsonNames(Class<E> type) {
        E[] constants = type.getEnumConstants();
        String[] result = new String[constants.length];
        java.lang.reflect.Method value = SingleValues.accessorMethod(type);
        for (int i = 0; i < constants.length; i++) {
            String name = constants[i].name();
            if (value != null) {
                result[i] = SingleValues.enumText(value, constants[i]);
                continue;
            }
            java.lang.reflect.Field f = field(type, constants[i]);
            JsonName rename = f.getAnnotation(JsonName.class);
            String jackson = rename == null && PropertyAnnotations.JACKSON ? JacksonAnnotations.parameterName(f) : null;
            result[i] = rename != null ? rename.value() : jackson != null ? jackson : name;
        }
        return result;
    }

    /** The constant with this JSON name, or null. Used for map keys. */
    E byJsonName(String name) {
        for (int i = 0; i < jsonNames.length; i++) if (jsonNames[i].equals(name)) return constants[i];
        return null;
    }

    String jsonName(E value) { return jsonNames[value.ordinal()]; }

    String typeName() { return typeName; }

    @Override
    public E read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        int i = in.selectString(names);
        if (i < 0 && unknown != null) return unknown;
        if (i < 0) throw in.error("expected one of the " + typeName + " values " + String.join(", ", jsonNames));
        return constants[i];
    }

    @Override
    public E readBytes(BytesCursor in) {
        if (in.nextNull()) return null;
        int i = in.selectString(names);
        if (i >= 0) return constants[i];
        if (unknown != null && !in.failed()) return unknown;
        in.fail(); // the reader names the values
        return null;
    }

    @Override
    public E readValues(ValueCursor in) {
        if (in.nextNull()) return null;
        int i = in.selectString(names);
        if (i >= 0) return constants[i];
        if (unknown != null && !in.failed()) return unknown;
        in.fail(); // the reader names the values
        return null;
    }

    @Override
    public void write(JsonSink out, E value) {
        if (value == null) out.nullValue(); else out.stringValue(names, value.ordinal());
    }
}
