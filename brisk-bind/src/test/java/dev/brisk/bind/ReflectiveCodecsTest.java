package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** The binding contract, served by reflective codecs (generated ones switched off). */
class ReflectiveCodecsTest extends BindingContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }

    @Override void assertPath(Codec<?> codec) {
        assertFalse(codec.getClass().getName().endsWith("_BriskCodec"), codec.getClass().getName());
    }
}
