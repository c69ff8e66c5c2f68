package dev.brisk.bind;

/** The tree-cursor read contract on reflective codecs (generated ones switched off). */
class ReflectiveTreeReadTest extends TreeReadContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
