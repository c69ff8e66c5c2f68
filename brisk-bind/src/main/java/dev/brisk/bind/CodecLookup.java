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

    /** The options of the mapper this lookup belongs to. */
    BindOptions options();
}
