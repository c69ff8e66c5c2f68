package dev.brisk.spring;

import dev.brisk.json.ReadLimits;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code brisk.*} options of the auto-configured mapper. Every default is the library's own,
 * so an empty {@code application.properties} gives the mapper of {@code Brisk.create()}.
 *
 * <pre>
 * brisk.fail-on-unknown-properties=true
 * brisk.write-nulls=true
 * brisk.limits.max-depth=64
 * brisk.limits.max-document-size=1048576
 * </pre>
 */
@ConfigurationProperties("brisk")
public class BriskProperties {
    /** Whether a member that matches no property fails the read (400) instead of being skipped. */
    private boolean failOnUnknownProperties;
    /** Whether absent properties (null, empty Optional) are written as null instead of left out. */
    private boolean writeNulls;
    /** Whether numbers given as strings ("42") are accepted for numeric properties. */
    private boolean quotedNumbers;
    /** Whether an object with the same member name twice is refused. */
    private boolean rejectDuplicateNames;
    /** Nesting depth at which writing fails (which is how a cyclic object graph is caught). */
    private int maxWriteDepth = 1000;
    private final Limits limits = new Limits();

    /** Whether a member that matches no property fails the read (400) instead of being skipped. */
    public boolean isFailOnUnknownProperties() { return failOnUnknownProperties; }

    public void setFailOnUnknownProperties(boolean fail) { this.failOnUnknownProperties = fail; }

    /** Whether absent properties ({@code null}, empty {@code Optional}) are written as {@code null}. */
    public boolean isWriteNulls() { return writeNulls; }

    public void setWriteNulls(boolean write) { this.writeNulls = write; }

    /** Whether numbers given as strings ({@code "42"}) are accepted for numeric properties. */
    public boolean isQuotedNumbers() { return quotedNumbers; }

    public void setQuotedNumbers(boolean accept) { this.quotedNumbers = accept; }

    /** Whether an object with the same member name twice is refused. */
    public boolean isRejectDuplicateNames() { return rejectDuplicateNames; }

    public void setRejectDuplicateNames(boolean reject) { this.rejectDuplicateNames = reject; }

    /** Nesting depth at which writing fails (which is how a cyclic object graph is caught). */
    public int getMaxWriteDepth() { return maxWriteDepth; }

    public void setMaxWriteDepth(int depth) { this.maxWriteDepth = depth; }

    /** The read limits: {@code brisk.limits.*}. */
    public Limits getLimits() { return limits; }

    /** Bounds on what a request body may hold, as in {@link ReadLimits}; a broken one is a 400. */
    public static class Limits {
        /** Deepest nesting of arrays and objects in a request body. */
        private int maxDepth = ReadLimits.defaults().maxDepth();
        /** Longest string value, in chars. */
        private int maxStringLength = ReadLimits.defaults().maxStringLength();
        /** Longest member name, in chars. */
        private int maxNameLength = ReadLimits.defaults().maxNameLength();
        /** Longest number, in chars. */
        private int maxNumberLength = ReadLimits.defaults().maxNumberLength();
        /** Largest absolute decimal exponent of a number read as BigDecimal. */
        private int maxNumberExponent = ReadLimits.defaults().maxNumberExponent();
        /** Largest document in bytes (of an NDJSON stream: each value). */
        private long maxDocumentSize = ReadLimits.defaults().maxDocumentSize();
        /** Most tokens in one document (of an NDJSON stream: each value). */
        private long maxTokenCount = ReadLimits.defaults().maxTokenCount();

        /** Deepest nesting of arrays and objects. */
        public int getMaxDepth() { return maxDepth; }

        public void setMaxDepth(int v) { this.maxDepth = v; }

        /** Longest string value, in chars. */
        public int getMaxStringLength() { return maxStringLength; }

        public void setMaxStringLength(int v) { this.maxStringLength = v; }

        /** Longest member name, in chars. */
        public int getMaxNameLength() { return maxNameLength; }

        public void setMaxNameLength(int v) { this.maxNameLength = v; }

        /** Longest number, in chars. */
        public int getMaxNumberLength() { return maxNumberLength; }

        public void setMaxNumberLength(int v) { this.maxNumberLength = v; }

        /** Largest absolute decimal exponent of a number read as {@code BigDecimal}. */
        public int getMaxNumberExponent() { return maxNumberExponent; }

        public void setMaxNumberExponent(int v) { this.maxNumberExponent = v; }

        /** Largest document (of a stream: each value), in bytes. */
        public long getMaxDocumentSize() { return maxDocumentSize; }

        public void setMaxDocumentSize(long v) { this.maxDocumentSize = v; }

        /** Most tokens in one document (of a stream: each value). */
        public long getMaxTokenCount() { return maxTokenCount; }

        public void setMaxTokenCount(long v) { this.maxTokenCount = v; }

        ReadLimits toReadLimits() {
            return ReadLimits.defaults()
                    .withMaxDepth(maxDepth)
                    .withMaxStringLength(maxStringLength)
                    .withMaxNameLength(maxNameLength)
                    .withMaxNumberLength(maxNumberLength)
                    .withMaxNumberExponent(maxNumberExponent)
                    .withMaxDocumentSize(maxDocumentSize)
                    .withMaxTokenCount(maxTokenCount);
        }
    }
}
