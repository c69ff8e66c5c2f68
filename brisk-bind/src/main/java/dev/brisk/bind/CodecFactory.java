package dev.brisk.bind;

import java.lang.reflect.Type;

/**
 * Makes codecs for a family of types (for example every {@code List<X>}). Registered factories
 * are asked before the built-in ones, in registration order.
 */
@FunctionalInterface
public interface CodecFactory {

    /** A codec for {@code type}, or {@code null} when this factory does not handle it. */
    Codec<?> create(Type type, CodecLookup lookup);
}
