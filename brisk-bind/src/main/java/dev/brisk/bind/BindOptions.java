package dev.brisk.bind;

import dev.brisk.json.ReaderOptions;

/**
 * The binding choices of one mapper, fixed when it is built (see {@link Brisk.Builder}). Codecs
 * read them once, when they are built.
 */
public final class BindOptions {
    private final boolean failOnUnknownProperties;
    private final boolean writeNulls;
    private final String discriminatorName;
    private final int maxWriteDepth;
    private final boolean reflectionOnly;
    private final ReaderOptions readerOptions;
    private final NamingStrategy namingStrategy;

    BindOptions(boolean failOnUnknownProperties, boolean writeNulls, String discriminatorName,
                int maxWriteDepth, boolean reflectionOnly, ReaderOptions readerOptions, NamingStrategy namingStrategy) {
        this.readerOptions = readerOptions;
        this.namingStrategy = namingStrategy;
        this.failOnUnknownProperties = failOnUnknownProperties;
        this.writeNulls = writeNulls;
        this.discriminatorName = discriminatorName;
        this.maxWriteDepth = maxWriteDepth;
        this.reflectionOnly = reflectionOnly;
    }

    /** Whether a member with no matching property fails the read (default: it is skipped). */
    public boolean failOnUnknownProperties() { return failOnUnknownProperties; }

    /** Whether absent properties ({@code null}, empty Optional) are written (default: omitted). */
    public boolean writeNulls() { return writeNulls; }

    /** The discriminator property of sealed types without {@link JsonDiscriminator} ({@code "type"}). */
    public String discriminatorName() { return discriminatorName; }

    /** Nesting depth at which writing fails, which is how cyclic object graphs are caught. */
    public int maxWriteDepth() { return maxWriteDepth; }

    /** The options of every reader the mapper makes (limits, quoted numbers, leniency). */
    public ReaderOptions readerOptions() { return readerOptions; }

    /** How property names not given by an annotation are made from Java names, for types without {@link JsonNaming}. */
    public NamingStrategy namingStrategy() { return namingStrategy; }

    /** Whether generated codecs are ignored and every type is bound by reflection (for tests). */
    public boolean reflectionOnly() { return reflectionOnly; }
}
