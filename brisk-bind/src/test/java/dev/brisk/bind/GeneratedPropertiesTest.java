package dev.brisk.bind;

/** The property contract, served by the codecs brisk-bind-processor generated for the test model. */
class GeneratedPropertiesTest extends PropertyContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
