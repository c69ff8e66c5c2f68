package dev.brisk.jaxrs;

import java.io.FilterInputStream;
import java.io.InputStream;

/** The entity stream as Brisk's reader sees it: the runtime owns it and closes it, not the reader. */
final class UnclosedInputStream extends FilterInputStream {
    UnclosedInputStream(InputStream in) { super(in); }

    @Override
    public void close() { }
}
