package dev.brisk.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress bar on stderr for long work, drawn only when stderr is a terminal and only once
 * the work has taken a while (short runs stay silent). It counts the bytes read through
 * {@link #wrap}, so it costs one addition per buffer refill, not per value.
 */
final class Progress {

    private static final long FIRST_DRAW_NANOS = 700_000_000L; // quiet for quick files
    private static final long REDRAW_NANOS = 200_000_000L;
    private static final int WIDTH = 30;

    private final PrintStream err;
    private final boolean enabled;
    private final String label;
    private final long total;
    private final long start = System.nanoTime();
    private long done;
    private long lastDraw;
    private boolean drawn;

    private Progress(PrintStream err, boolean enabled, String label, long total) {
        this.err = err;
        this.enabled = enabled;
        this.label = label;
        this.total = total;
    }

    /** A progress display for reading {@code total} bytes (-1 when unknown) of {@code label}. */
    static Progress start(Io io, String label, long total) {
        return new Progress(io.err, io.terminal, label, total);
    }

    /** Counts the bytes read from {@code in}. */
    InputStream wrap(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    advance(1);
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    advance(n);
                }
                return n;
            }
        };
    }

    /** Bytes read so far. */
    long bytes() {
        return done;
    }

    /** Seconds since the start. */
    double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }

    void advance(long bytes) {
        done += bytes;
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (now - start < FIRST_DRAW_NANOS || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        drawn = true;
        err.print('\r' + line((now - start) / 1e9));
        err.flush();
    }

    /** Clears the bar so the next line on stderr starts clean. */
    void finish() {
        if (drawn) {
            err.print('\r' + " ".repeat(WIDTH + label.length() + 40) + '\r');
            err.flush();
            drawn = false;
        }
    }

    private String line(double seconds) {
        double mbs = done / 1e6 / Math.max(seconds, 1e-9);
        StringBuilder sb = new StringBuilder(label).append(' ');
        if (total > 0) {
            int filled = (int) Math.min(WIDTH, done * WIDTH / total);
            sb.append('[').append("=".repeat(filled)).append(" ".repeat(WIDTH - filled))
                    .append("] ").append(String.format(Locale.ROOT, "%3d%%", done * 100 / total));
        } else {
            sb.append(String.format(Locale.ROOT, "%,d MB", done / 1_000_000));
        }
        return sb.append(String.format(Locale.ROOT, " %.0f MB/s", mbs)).toString();
    }
}
