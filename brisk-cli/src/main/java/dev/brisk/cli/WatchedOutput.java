package dev.brisk.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that remembers when a write to it failed. When the program reading our output
 * goes away ({@code brisk fmt big.json | head -1}), every later write fails; the failure then
 * surfaces wherever the command happens to be (a writer's buffer, a flush, a close), wrapped in
 * whatever exception that code throws. Rather than recognise all of those, {@link Main} asks
 * this stream whether stdout broke and, if so, ends quietly with {@link Main#CLOSED_PIPE}.
 */
final class WatchedOutput extends FilterOutputStream {

    private volatile boolean broken;

    WatchedOutput(OutputStream out) {
        super(out);
    }

    /** True once a write or flush to the underlying stream has failed. */
    boolean broken() {
        return broken;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            broken = true;
            throw e;
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            broken = true;
            throw e;
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            broken = true;
            throw e;
        }
    }
}
