package dev.brisk.bind.internal;

import dev.brisk.bind.Inclusion;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * One property of a bound type as reflection found it: its JSON name, its resolved type and how
 * to get and set it. Built once per type by {@link BeanIntrospector}.
 */
final class BeanProperty {
    final String javaName;
    String jsonName;
    Type type;
    boolean required;
    boolean ignored;
    /** Renamed by Jackson's {@code @JsonProperty}: Jackson writes such properties after the others. */
    boolean jacksonRenamed;
    /** Whether an annotation gave the JSON name (a naming strategy leaves it as it is). */
    boolean explicitName;
    /** Other names the property is read from. */
    final List<String> aliases = new ArrayList<>();
    /** Written but never read (Jackson's {@code access = READ_ONLY}). */
    boolean notRead;
    /** Read but never written (Jackson's {@code access = WRITE_ONLY}). */
    boolean notWritten;
    /** Which values are written, or null for the type's (or the mapper's) choice. */
    Inclusion inclusion;
    /** A java.time pattern, or null. */
    String pattern;
    /** Whether a number is written as a string. */
    boolean asString;
    /** Whether this map property takes the unknown members (Brisk's @JsonCatchAll, Jackson's @JsonAnySetter on a field). */
    boolean catchAllRead;
    /** Whether this map property's entries are written as members (@JsonCatchAll, Jackson's @JsonAnyGetter). */
    boolean catchAllWrite;
    /** Whether the value's members are members of the holder (Brisk's or Jackson's {@code @JsonUnwrapped}), between these. */
    boolean unwrapped;
    String unwrapPrefix = "";
    String unwrapSuffix = "";
    /** Whether a String is written as raw JSON text (Jackson's {@code @JsonRawValue}). */
    boolean raw;
    /** Index of the creator parameter that receives it, or -1. */
    int creatorIndex = -1;
    /** (Object)Object, or null when the property cannot be written out. */
    MethodHandle getter;
    /** (Object)R with the property's own return type R (a primitive stays unboxed), when there is a getter. */
    MethodHandle typedGetter;
    /** (Object,Object)void, or null when it is set through the creator or not at all. */
    MethodHandle setter;
    /** (Object,R)void with the setter's own parameter type R (a primitive stays unboxed), when there is a setter. */
    MethodHandle typedSetter;
    /** Whether the setter stores a field (no user code runs), rather than calling a setter method. */
    boolean setsField;

    BeanProperty(String javaName) {
        this.javaName = javaName;
        this.jsonName = javaName;
    }

    boolean readable() { return !ignored && !notRead && (creatorIndex >= 0 || setter != null); }

    boolean writable() { return !ignored && !notWritten && getter != null; }

    /** The name this property is written under and read from. */
    void rename(String name) {
        this.jsonName = name;
        this.explicitName = true;
    }
}
