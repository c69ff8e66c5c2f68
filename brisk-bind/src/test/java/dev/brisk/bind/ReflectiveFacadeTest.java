package dev.brisk.bind;

/** The facade contract, served by reflective codecs (generated ones switched off). */
class ReflectiveFacadeTest extends FacadeContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
