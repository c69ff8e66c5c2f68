package dev.brisk.bind;

/** The facade contract, served by the codecs brisk-bind-processor generated for the test model. */
class GeneratedFacadeTest extends FacadeContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
