package dev.brisk.bind;

/** The VelocyPack cursor read contract on the codecs brisk-bind-processor generated for the test model. */
class GeneratedVelocyPackReadTest extends VelocyPackReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
