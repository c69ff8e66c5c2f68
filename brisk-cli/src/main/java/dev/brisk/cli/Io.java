package dev.brisk.cli;

import dev.brisk.json.JsonException;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The streams one run of the command works with, and the conventions for naming inputs and
 * reporting problems: {@code -} is standard input or output, and every error is one line on
 * stderr, {@code FILE:LINE:COLUMN: message} when a position is known, {@code FILE: message}
 * otherwise.
 */
final class Io {

    /** How standard input is named in messages, as ripgrep does. */
    static final String STDIN_NAME = "<stdin>";

    final InputStream in;
    final OutputStream out;
    final PrintStream err;
    /** True when stderr is a terminal a person watches: then long work shows a progress bar. */
    final boolean terminal;

    Io(InputStream in, OutputStream out, PrintStream err, boolean terminal) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    static String displayName(String operand) {
        return operand.equals("-") ? STDIN_NAME : operand;
    }

    /**
     * Opens an input operand. A missing file, a directory or an unreadable file is an
     * {@link InputProblem} whose message is ready to print. Standard input is never closed.
     */
    InputStream open(String operand) throws InputProblem {
        if (operand.equals("-")) {
            return new FilterInputStream(in) {
                @Override
                public void close() {
                    // stdin belongs to the process, not to one command
                }
            };
        }
        Path p = Path.of(operand);
        if (Files.isDirectory(p)) {
            throw new InputProblem(operand + ": is a directory");
        }
        try {
            return Files.newInputStream(p);
        } catch (NoSuchFileException e) {
            throw new InputProblem(operand + ": no such file");
        } catch (AccessDeniedException e) {
            throw new InputProblem(operand + ": permission denied");
        } catch (IOException e) {
            throw new InputProblem(operand + ": " + e.getMessage());
        }
    }

    /** The size of an input operand in bytes, or -1 for stdin or when unknown. */
    static long size(String operand) {
        if (operand.equals("-")) {
            return -1;
        }
        try {
            return Files.size(Path.of(operand));
        } catch (IOException e) {
            return -1;
        }
    }

    /** Opens an output operand: {@code -} is stdout (flushed, never closed), else a file. */
    OutputStream create(String operand) throws InputProblem {
        if (operand.equals("-")) {
            return new FilterOutputStream(out) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() throws IOException {
                    out.flush();
                }
            };
        }
        Path p = Path.of(operand);
        if (Files.isDirectory(p)) {
            throw new InputProblem(operand + ": is a directory");
        }
        try {
            return new BufferedOutputStream(Files.newOutputStream(p), 1 << 16);
        } catch (IOException e) {
            throw new InputProblem(operand + ": cannot write: " + e.getMessage());
        }
    }

    /**
     * {@code out} behind a close that only flushes: writers close their target when they are
     * closed, and the command still has a final newline to write and its own close to do.
     */
    static OutputStream keepOpen(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                out.flush();
            }
        };
    }

    /** Prints {@code FILE:LINE:COLUMN: message} (or {@code FILE: message} without a position). */
    void report(String operand, JsonException e) {
        err.println(format(displayName(operand), e));
    }

    static String format(String file, JsonException e) {
        StringBuilder sb = new StringBuilder(file);
        if (e.line() > 0) {
            sb.append(':').append(e.line());
            if (e.column() > 0) {
                sb.append(':').append(e.column());
            }
            sb.append(": ");
        } else if (e.offset() >= 0) {
            sb.append(": at byte ").append(e.offset()).append(": "); // binary input has no lines
        } else {
            sb.append(": ");
        }
        sb.append(ShellTerms.message(e.detail()));
        if (e.path() != null && !e.path().isEmpty() && !e.path().equals("$")) {
            sb.append(" (at ").append(ShellTerms.path(e.path())).append(')');
        }
        return sb.toString();
    }

    /** Prints {@code brisk: message} for problems that belong to no input. */
    void fail(String message) {
        err.println("brisk: " + message);
    }

    static PrintStream utf8(OutputStream s) {
        return s instanceof PrintStream ? (PrintStream) s
                : new PrintStream(s, true, StandardCharsets.UTF_8);
    }

    /** A file that cannot be read or written: reported as one line, exit code 2. */
    static final class InputProblem extends Exception {
        private static final long serialVersionUID = 1L;

        InputProblem(String message) {
            super(message);
        }
    }
}
