package dev.brisk.bind;

/** The tree-cursor read contract on the codecs brisk-bind-processor generated for the test model. */
class GeneratedTreeReadTest extends TreeReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
