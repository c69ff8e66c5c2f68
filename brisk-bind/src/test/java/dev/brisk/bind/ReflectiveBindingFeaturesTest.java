package dev.brisk.bind;

/** Brisk's binding features on reflective codecs. */
class ReflectiveBindingFeaturesTest extends BindingFeaturesContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
