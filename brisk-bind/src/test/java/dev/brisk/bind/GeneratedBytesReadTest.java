package dev.brisk.bind;

/** The bytes-cursor read contract on the codecs brisk-bind-processor generated for the test model. */
class GeneratedBytesReadTest extends BytesReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
