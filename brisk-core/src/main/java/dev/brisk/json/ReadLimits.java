package dev.brisk.json;

/**
 * Bounds on what a reader accepts, so that hostile input fails fast with a clear error instead of
 * exhausting the stack, the heap or the CPU. One instance applies to every source (bytes,
 * streams, chars, binary formats). Immutable; derive variants with the {@code with...} methods.
 *
 * <table>
 * <caption>Defaults</caption>
 * <tr><th>limit</th><th>default</th></tr>
 * <tr><td>nesting depth</td><td>1,000</td></tr>
 * <tr><td>string length (chars of one string value)</td><td>20,000,000</td></tr>
 * <tr><td>name length (chars of one member name)</td><td>50,000</td></tr>
 * <tr><td>number length (chars of one number)</td><td>1,000</td></tr>
 * <tr><td>number exponent (absolute decimal exponent for BigDecimal)</td><td>100,000</td></tr>
 * <tr><td>document size (bytes of one top-level value)</td><td>unlimited</td></tr>
 * <tr><td>token count (values and member names of one top-level value)</td><td>unlimited</td></tr>
 * </table>
 *
 * <p>The document size applies to every top-level value, a lone scalar too, and counts the
 * bytes from its first to its last (UTF-8 bytes for char sources; whitespace between values of
 * a sequence belongs to none); a stream stops reading within a buffer of the limit, and the
 * error points at the first byte beyond it. The token count has one meaning in every format:
 * each value (a container counts once, its closing bracket does not) and each member name.
 *
 * <p>A broken limit raises a {@link JsonException} naming the limit and the method that raises
 * it, e.g. {@code Nesting depth exceeds the limit of 1000 (raise it with
 * ReadLimits.withMaxDepth)}.
 */
public final class ReadLimits {
    private static final ReadLimits DEFAULTS =
            new ReadLimits(1000, 20_000_000, 50_000, 1000, 100_000, Long.MAX_VALUE, Long.MAX_VALUE);

    private final int maxDepth;
    private final int maxStringLength;
    private final int maxNameLength;
    private final int maxNumberLength;
    private final int maxNumberExponent;
    private final long maxDocumentSize;
    private final long maxTokenCount;

    private ReadLimits(int maxDepth, int maxStringLength, int maxNameLength, int maxNumberLength,
                       int maxNumberExponent, long maxDocumentSize, long maxTokenCount) {
        this.maxDepth = positive(maxDepth, "maxDepth");
        this.maxStringLength = positive(maxStringLength, "maxStringLength");
        this.maxNameLength = positive(maxNameLength, "maxNameLength");
        this.maxNumberLength = positive(maxNumberLength, "maxNumberLength");
        this.maxNumberExponent = positive(maxNumberExponent, "maxNumberExponent");
        this.maxDocumentSize = positive(maxDocumentSize, "maxDocumentSize");
        this.maxTokenCount = positive(maxTokenCount, "maxTokenCount");
    }

    /** The documented defaults. */
    public static ReadLimits defaults() { return DEFAULTS; }

    /** Deepest nesting of arrays and objects. */
    public int maxDepth() { return maxDepth; }
    /** Longest string value, in chars. */
    public int maxStringLength() { return maxStringLength; }
    /** Longest member name, in chars. */
    public int maxNameLength() { return maxNameLength; }
    /** Longest number text, in chars. */
    public int maxNumberLength() { return maxNumberLength; }
    /** Largest absolute decimal exponent a BigDecimal or BigInteger is made with. */
    public int maxNumberExponent() { return maxNumberExponent; }
    /** Largest top-level value, in bytes (UTF-8 bytes for char sources). */
    public long maxDocumentSize() { return maxDocumentSize; }
    /** Most tokens (values and member names) in one top-level value. */
    public long maxTokenCount() { return maxTokenCount; }

    /** These limits with the nesting depth set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxDepth(int v) {
        return new ReadLimits(v, maxStringLength, maxNameLength, maxNumberLength, maxNumberExponent, maxDocumentSize, maxTokenCount);
    }
    /** These limits with the string length set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxStringLength(int v) {
        return new ReadLimits(maxDepth, v, maxNameLength, maxNumberLength, maxNumberExponent, maxDocumentSize, maxTokenCount);
    }
    /** These limits with the name length set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxNameLength(int v) {
        return new ReadLimits(maxDepth, maxStringLength, v, maxNumberLength, maxNumberExponent, maxDocumentSize, maxTokenCount);
    }
    /** These limits with the number length set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxNumberLength(int v) {
        return new ReadLimits(maxDepth, maxStringLength, maxNameLength, v, maxNumberExponent, maxDocumentSize, maxTokenCount);
    }
    /** These limits with the number exponent set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxNumberExponent(int v) {
        return new ReadLimits(maxDepth, maxStringLength, maxNameLength, maxNumberLength, v, maxDocumentSize, maxTokenCount);
    }
    /** These limits with the document size set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxDocumentSize(long v) {
        return new ReadLimits(maxDepth, maxStringLength, maxNameLength, maxNumberLength, maxNumberExponent, v, maxTokenCount);
    }
    /** These limits with the token count set to {@code v}. @throws IllegalArgumentException unless {@code v > 0} */
    public ReadLimits withMaxTokenCount(long v) {
        return new ReadLimits(maxDepth, maxStringLength, maxNameLength, maxNumberLength, maxNumberExponent, maxDocumentSize, v);
    }

    /** The message for a broken limit: names it, gives the bound and the method that raises it. */
    public static String exceeded(String what, long limit, String raiseWith) {
        return what + " exceeds the limit of " + limit + " (raise it with ReadLimits." + raiseWith + ")";
    }

    private static int positive(int v, String name) {
        if (v <= 0) throw new IllegalArgumentException(name + " must be positive: " + v);
        return v;
    }

    private static long positive(long v, String name) {
        if (v <= 0) throw new IllegalArgumentException(name + " must be positive: " + v);
        return v;
    }

    @Override
    public String toString() {
        return "ReadLimits{maxDepth=" + maxDepth + ", maxStringLength=" + maxStringLength
                + ", maxNameLength=" + maxNameLength + ", maxNumberLength=" + maxNumberLength
                + ", maxNumberExponent=" + maxNumberExponent + ", maxDocumentSize=" + maxDocumentSize
                + ", maxTokenCount=" + maxTokenCount + '}';
    }
}
