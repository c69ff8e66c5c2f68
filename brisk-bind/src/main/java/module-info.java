/**
 * Brisk data binding: {@link dev.brisk.bind.Brisk}, codecs, type tokens and the annotations the
 * annotation processor reads.
 *
 * <p>Reflective codecs reach into your classes with {@code MethodHandles.privateLookupIn}: in a
 * named module, open the packages of bound types to {@code dev.brisk.bind}
 * ({@code opens com.example.model to dev.brisk.bind;}). Generated codecs need no opening: export
 * the package to {@code dev.brisk.bind} so that the mapper finds them by name, or register each
 * generated class's {@code FACTORY} with {@code Brisk.Builder.factory}.
 */
module dev.brisk.bind {
    requires transitive dev.brisk.core;
    // Only Brisk's VelocyPack and MessagePack methods use it; without it they throw NoClassDefFoundError.
    requires static dev.brisk.pack;
    // Read when the models use Jackson's annotations; nothing else of Jackson is needed.
    requires static com.fasterxml.jackson.annotation;
    exports dev.brisk.bind;
}
