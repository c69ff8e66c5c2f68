/** The Brisk codec generator: an annotation processor for {@code @BriskCodec} types. */
module dev.brisk.bind.processor {
    requires java.compiler;
    provides javax.annotation.processing.Processor with dev.brisk.bind.processor.BriskCodecProcessor;
}
