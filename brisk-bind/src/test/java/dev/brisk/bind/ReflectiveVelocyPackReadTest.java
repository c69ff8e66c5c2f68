package dev.brisk.bind;

/** The VelocyPack cursor read contract on reflective codecs (generated ones switched off). */
class ReflectiveVelocyPackReadTest extends VelocyPackReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
