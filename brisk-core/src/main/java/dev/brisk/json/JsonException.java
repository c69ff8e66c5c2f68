package dev.brisk.json;

/**
 * The one exception Brisk throws for bad input, broken limits and misuse of a writer.
 *
 * <p>It carries the plain description of what was wrong ({@link #detail()}) and, where known,
 * where: the byte or char offset, the 1-based line and column, and the JSON path
 * ({@code $.statuses[3].user}). {@link #getMessage()} puts them together, e.g.
 * {@code Expected ',' or '}' but found 'x' at line 3, column 14 (offset 52), path $.a[2]}.
 * Unknown parts are -1 (numbers) or {@code null} (path) and are left out of the message.
 *
 * <p>An {@link java.io.IOException} from an underlying stream is wrapped in this type with the
 * original as its cause.
 */
public class JsonException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String detail;
    private final long offset;
    private final long line;
    private final long column;
    private final String path;

    /** An error at a known place; pass -1 or {@code null} for any part that is not known. */
    public JsonException(String detail, long offset, long line, long column, String path) {
        this(detail, offset, line, column, path, null);
    }

    /** An error at a known place with an underlying cause. */
    public JsonException(String detail, long offset, long line, long column, String path, Throwable cause) {
        super(compose(detail, offset, line, column, path), cause);
        this.detail = detail;
        this.offset = offset;
        this.line = line;
        this.column = column;
        this.path = path;
    }

    /** An error whose only known place is a JSON path (writers, binding). */
    public JsonException(String detail, String path) {
        this(detail, -1, -1, -1, path, null);
    }

    /** What was wrong, without the location. */
    public String detail() { return detail; }

    /** Byte offset (byte sources) or char offset (char sources) from the start of input, or -1. */
    public long offset() { return offset; }

    /** 1-based line, or -1 when not known. */
    public long line() { return line; }

    /** 1-based column, counted in characters of the line, or -1 when not known. */
    public long column() { return column; }

    /** JSON path such as {@code $.a[2].b}, or {@code null} when not known. */
    public String path() { return path; }

    private static String compose(String detail, long offset, long line, long column, String path) {
        StringBuilder sb = new StringBuilder(detail.length() + 48).append(detail);
        if (line >= 0) {
            sb.append(" at line ").append(line).append(", column ").append(column);
            if (offset >= 0) sb.append(" (offset ").append(offset).append(')');
        } else if (offset >= 0) {
            sb.append(" at offset ").append(offset);
        }
        if (path != null) sb.append(line >= 0 || offset >= 0 ? ", path " : " at path ").append(path);
        return sb.toString();
    }
}
