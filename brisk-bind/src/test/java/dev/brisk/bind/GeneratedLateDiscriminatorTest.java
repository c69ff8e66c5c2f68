package dev.brisk.bind;

/** {@link LateDiscriminatorContract} through generated codecs. */
class GeneratedLateDiscriminatorTest extends LateDiscriminatorContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
