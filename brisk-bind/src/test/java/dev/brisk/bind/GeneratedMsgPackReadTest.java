package dev.brisk.bind;

/** The MessagePack cursor read contract on the codecs brisk-bind-processor generated for the test model. */
class GeneratedMsgPackReadTest extends MsgPackReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }
}
