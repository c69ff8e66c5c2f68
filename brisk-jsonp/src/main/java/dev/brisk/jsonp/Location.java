package dev.brisk.jsonp;

import jakarta.json.stream.JsonLocation;

/** A place in the input: 1-based line and column, 0-based offset; -1 where unknown. */
record Location(long line, long column, long offset) implements JsonLocation {
    static final Location UNKNOWN = new Location(-1, -1, -1);

    static Location of(dev.brisk.json.JsonLocation at) {
        return new Location(at.line(), at.column(), at.offset());
    }

    @Override
    public long getLineNumber() {
        return line;
    }

    @Override
    public long getColumnNumber() {
        return column;
    }

    @Override
    public long getStreamOffset() {
        return offset;
    }
}
