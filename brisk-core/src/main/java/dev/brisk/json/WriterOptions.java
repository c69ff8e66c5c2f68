package dev.brisk.json;

import java.io.OutputStream;

/**
 * How a {@link JsonWriter} lays out and escapes its output. Immutable and shareable; derive
 * variants with the {@code with...} methods, then create writers from it.
 *
 * <table>
 * <caption>Defaults</caption>
 * <tr><th>option</th><th>default</th></tr>
 * <tr><td>layout</td><td>compact (no whitespace)</td></tr>
 * <tr><td>indent width when pretty</td><td>2 spaces</td></tr>
 * <tr><td>newline when pretty or in sequence mode</td><td>{@code "\n"}</td></tr>
 * <tr><td>sequence mode (several top-level values, each followed by a newline)</td><td>off</td></tr>
 * <tr><td>escape every non-ASCII char as {@code \}{@code uXXXX}</td><td>off</td></tr>
 * <tr><td>HTML-safe escaping of {@code < > & '} and U+2028, U+2029</td><td>off</td></tr>
 * <tr><td>replace lone surrogates by U+FFFD</td><td>off (an error)</td></tr>
 * <tr><td>write NaN and infinities as {@code NaN}, {@code Infinity}, {@code -Infinity}</td><td>off (an error)</td></tr>
 * <tr><td>Java number layout for doubles ({@code 1.0E10} rather than {@code 10000000000})</td><td>off</td></tr>
 * <tr><td>nesting depth</td><td>1,000</td></tr>
 * </table>
 */
public final class WriterOptions {
    private static final WriterOptions DEFAULTS =
            new WriterOptions(0, "\n", false, false, false, false, false, false, 1000);

    private final int indent;
    private final String newline;
    private final boolean sequence;
    private final boolean escapeNonAscii;
    private final boolean htmlSafe;
    private final boolean replaceLoneSurrogates;
    private final boolean nonFiniteNumbers;
    private final boolean javaNumberLayout;
    private final int maxDepth;

    private WriterOptions(int indent, String newline, boolean sequence, boolean escapeNonAscii,
                          boolean htmlSafe, boolean replaceLoneSurrogates, boolean nonFiniteNumbers,
                          boolean javaNumberLayout, int maxDepth) {
        if (indent < 0 || indent > 16) throw new IllegalArgumentException("indent must be 0..16: " + indent);
        if (!"\n".equals(newline) && !"\r\n".equals(newline)) {
            throw new IllegalArgumentException("newline must be \"\\n\" or \"\\r\\n\"");
        }
        if (maxDepth <= 0) throw new IllegalArgumentException("maxDepth must be positive: " + maxDepth);
        this.indent = indent;
        this.newline = newline;
        this.sequence = sequence;
        this.escapeNonAscii = escapeNonAscii;
        this.htmlSafe = htmlSafe;
        this.replaceLoneSurrogates = replaceLoneSurrogates;
        this.nonFiniteNumbers = nonFiniteNumbers;
        this.javaNumberLayout = javaNumberLayout;
        this.maxDepth = maxDepth;
    }

    /** Compact, strict output; see the table above. */
    public static WriterOptions defaults() { return DEFAULTS; }

    /** Spaces per nesting level; 0 means compact output. */
    public int indent() { return indent; }
    public boolean pretty() { return indent > 0; }
    public String newline() { return newline; }
    public boolean sequence() { return sequence; }
    public boolean escapeNonAscii() { return escapeNonAscii; }
    public boolean htmlSafe() { return htmlSafe; }
    public boolean replaceLoneSurrogates() { return replaceLoneSurrogates; }
    public boolean nonFiniteNumbers() { return nonFiniteNumbers; }
    public boolean javaNumberLayout() { return javaNumberLayout; }
    public int maxDepth() { return maxDepth; }

    /** Pretty output with 2-space indentation, or compact output. */
    public WriterOptions withPretty(boolean pretty) { return withIndent(pretty ? 2 : 0); }

    /** Pretty output indented by {@code width} spaces per level (0..16); 0 is compact. */
    public WriterOptions withIndent(int width) {
        return new WriterOptions(width, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** The line break of pretty and sequence output: {@code "\n"} or {@code "\r\n"}. */
    public WriterOptions withNewline(String newline) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** Several top-level values, each followed by a newline (JSON Lines / NDJSON). */
    public WriterOptions withSequence(boolean sequence) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** Escape every char outside ASCII (surrogate pairs as two escapes), for 7-bit channels. */
    public WriterOptions withEscapeNonAscii(boolean escape) {
        return new WriterOptions(indent, newline, sequence, escape, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** Also escape {@code < > & '} and U+2028, U+2029, so output can be embedded in HTML and scripts. */
    public WriterOptions withHtmlSafe(boolean htmlSafe) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** Write U+FFFD for a lone surrogate in a String instead of raising an error. */
    public WriterOptions withReplaceLoneSurrogates(boolean replace) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replace, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /**
     * Write NaN and infinities as the bare literals {@code NaN}, {@code Infinity} and
     * {@code -Infinity} (not JSON; readers need a matching lenient option) instead of raising an
     * error.
     */
    public WriterOptions withNonFiniteNumbers(boolean allow) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, allow, javaNumberLayout, maxDepth);
    }

    /** Print doubles as {@link Double#toString} lays them out ({@code 1.0}, {@code 1.0E10}). */
    public WriterOptions withJavaNumberLayout(boolean java) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, java, maxDepth);
    }

    /** The deepest nesting of arrays and objects a writer accepts. */
    public WriterOptions withMaxDepth(int maxDepth) {
        return new WriterOptions(indent, newline, sequence, escapeNonAscii, htmlSafe, replaceLoneSurrogates, nonFiniteNumbers, javaNumberLayout, maxDepth);
    }

    /** A writer that collects the output in memory; get it with {@link JsonWriter#toByteArray()}. */
    public JsonWriter writer() { return new JsonWriter(this, dev.brisk.json.internal.WriterBuffer.growable()); }

    /** A writer into {@code out}, buffered; bytes reach it on {@code flush()} and {@code close()}. */
    public JsonWriter writer(OutputStream out) { return new JsonWriter(this, dev.brisk.json.internal.WriterBuffer.to(out)); }

    /**
     * A writer into chars ({@link java.io.Writer}, {@link StringBuilder} or any other
     * {@link Appendable}), buffered; chars reach it on {@code flush()} and {@code close()}.
     */
    public JsonWriter writer(Appendable out) { return new JsonWriter(this, dev.brisk.json.internal.WriterBuffer.to(out)); }

    @Override
    public String toString() {
        return "WriterOptions{indent=" + indent + ", newline=" + (newline.length() == 1 ? "\\n" : "\\r\\n")
                + ", sequence=" + sequence + ", escapeNonAscii=" + escapeNonAscii + ", htmlSafe=" + htmlSafe
                + ", replaceLoneSurrogates=" + replaceLoneSurrogates + ", nonFiniteNumbers=" + nonFiniteNumbers
                + ", javaNumberLayout=" + javaNumberLayout + ", maxDepth=" + maxDepth + '}';
    }
}
