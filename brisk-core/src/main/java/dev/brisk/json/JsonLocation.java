package dev.brisk.json;

/**
 * A place in the input of a {@link JsonReader}.
 *
 * @param offset bytes from the start of input for byte sources (byte[], InputStream,
 *               ByteBuffer); UTF-16 chars for char sources (String, char[], Reader)
 * @param line   1-based line (lines end at {@code '\n'})
 * @param column 1-based column, counted in characters (code points) of the line
 */
public record JsonLocation(long offset, long line, long column) {
    @Override
    public String toString() {
        return "line " + line + ", column " + column + " (offset " + offset + ")";
    }
}
