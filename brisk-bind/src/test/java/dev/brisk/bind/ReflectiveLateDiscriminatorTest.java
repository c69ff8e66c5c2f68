package dev.brisk.bind;

/** {@link LateDiscriminatorContract} through reflective codecs. */
class ReflectiveLateDiscriminatorTest extends LateDiscriminatorContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
