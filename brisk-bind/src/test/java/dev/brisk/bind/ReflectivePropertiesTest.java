package dev.brisk.bind;

/** The property contract, served by reflective codecs (generated ones switched off). */
class ReflectivePropertiesTest extends PropertyContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
