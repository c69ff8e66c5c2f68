package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The binding contract, served by the codecs brisk-bind-processor generated for the test model. */
class GeneratedCodecsTest extends BindingContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }

    @Override void assertPath(Codec<?> codec) {
        assertTrue(codec.getClass().getName().endsWith("_BriskCodec"), codec.getClass().getName());
    }
}
