package dev.brisk.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** One end-to-end run of {@link Main#run}: exit status, stdout bytes and stderr text. */
final class Run {

    final int status;
    final byte[] stdout;
    final String stderr;

    private Run(int status, byte[] stdout, String stderr) {
        this.status = status;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    static Run of(String... args) {
        return withStdin(new byte[0], args);
    }

    static Run withStdin(String stdin, String... args) {
        return withStdin(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static Run withStdin(byte[] stdin, String... args) {
        return withStdin(new ByteArrayInputStream(stdin), args);
    }

    static Run withStdin(java.io.InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, stdin, out, err);
        return new Run(status, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    String out() {
        return new String(stdout, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return "exit " + status + "\n--- stdout\n" + out() + "\n--- stderr\n" + stderr;
    }
}
