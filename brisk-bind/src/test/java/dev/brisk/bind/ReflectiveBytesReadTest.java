package dev.brisk.bind;

/** The bytes-cursor read contract on reflective codecs (generated ones switched off). */
class ReflectiveBytesReadTest extends BytesReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
