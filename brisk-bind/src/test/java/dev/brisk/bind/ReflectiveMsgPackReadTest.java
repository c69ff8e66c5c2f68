package dev.brisk.bind;

/** The MessagePack cursor read contract on reflective codecs (generated ones switched off). */
class ReflectiveMsgPackReadTest extends MsgPackReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
