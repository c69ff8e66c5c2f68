package dev.brisk.bind;

import java.lang.reflect.Type;

/**
 * Where codecs find the codecs of their parts and the mapper's options. Handed to
 * {@link CodecFactory factories} and to generated codecs when they are built. Asking for a type
 * that is still being built (a recursive type) returns a forwarding codec that becomes usable
 * once the build finishes.
 */
public interface CodecLookup {

    /** The codec for {@code type}, built once and cached. */
    <T> Codec<T> codec(Type type);

    /** The codec for {@code type}, built once and cached. */
    default <T> Codec<T> codec(Class<T> type) { return codec((Type) type); }

    /**
     * The codec of a property of {@code type} with a format: a java.time {@code pattern}
     * ({@link JsonPattern}; null for none) or numbers as strings ({@link JsonString}). Generated
     * codecs call this for such properties; a format that does not fit the type fails here.
     */
    default <T> Codec<T> formatted(Type type, String pattern, boolean asString) {
        return dev.brisk.bind.internal.FormattedCodecs.of(this, type, pattern, asString);
    }

    /**
     * The codec of a property of {@code type} {@linkplain JsonUnwrapped unwrapped} into the object
     * that holds it, with {@code prefix} and {@code suffix} around its members' names;
     * {@code property} names it in messages. Generated codecs call this for such properties.
     *
     * @throws IllegalArgumentException if the type is polymorphic (an interface or abstract class)
     */
    default <T> UnwrappedCodec<T> unwrapped(Type type, String property, String prefix, String suffix) {
        return UnwrappedCodec.of(this, type, property, prefix, suffix);
    }

    /** The options of the mapper this lookup belongs to. */
    BindOptions options();
}
