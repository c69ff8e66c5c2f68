package dev.brisk.bind;

/** The Jackson compatibility contract on reflective codecs. */
class ReflectiveJacksonCompatibilityTest extends JacksonCompatibilityContract {
    @Override Brisk.Builder builder() { return Brisk.builder().useGeneratedCodecs(false); }
}
