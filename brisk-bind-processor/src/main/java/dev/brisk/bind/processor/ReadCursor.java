package dev.brisk.bind.processor;

/**
 * A cursor a generated codec reads through besides its JsonReader, and the names of the codec
 * methods over it: {@code BytesCursor} for JSON bytes ({@code readBytes}, {@code readBodyBytes}),
 * {@code ValueCursor} for decoded values: a {@code JsonValue} tree, MessagePack ({@code
 * readValues}, {@code readBodyValues}). The two have the same methods and the same contract, so {@link BytesReadGenerator} writes the same
 * member loop over either.
 */
enum ReadCursor {
    BYTES("dev.brisk.json.BytesCursor", "readBytes", "readBodyBytes"),
    VALUES("dev.brisk.json.ValueCursor", "readValues", "readBodyValues");

    /** The cursor's class, qualified. */
    final String type;
    /** The codec method reading one value from it. */
    final String read;
    /** The object codec method reading an object's members from it. */
    final String readBody;

    ReadCursor(String type, String read, String readBody) {
        this.type = type;
        this.read = read;
        this.readBody = readBody;
    }
}
