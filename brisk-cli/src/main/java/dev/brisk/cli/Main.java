package dev.brisk.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code brisk} command: {@code brisk COMMAND [OPTIONS] [OPERANDS]}. Exit status 0 on
 * success, 1 when an input is not valid, 2 on a usage error or a file that cannot be read or
 * written (as grep, jq and ripgrep do), 141 when the reader of standard output went away.
 */
public final class Main {

    /** Everything went well. */
    public static final int OK = 0;
    /** At least one input was not valid (JSON, VelocyPack, MessagePack, pointer target...). */
    public static final int INVALID = 1;
    /** A usage error, or an input or output that could not be opened. */
    public static final int TROUBLE = 2;

    /**
     * Standard output was closed by its reader ({@code brisk fmt x | head -1}): the command stops
     * quietly with the status a shell reports for a program ended by SIGPIPE (128 + 13), as
     * {@code cat} and other programs killed by the signal end. The JVM ignores SIGPIPE, so the
     * command sees a failed write instead and chooses this status itself.
     */
    public static final int CLOSED_PIPE = 141;

    static final String VERSION = "brisk 0.1.0-SNAPSHOT";

    private Main() {
    }

    public static void main(String[] args) {
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        PrintStream err = Io.utf8(new FileOutputStream(FileDescriptor.err));
        int status = run(args, System.in, out, err, System.console() != null);
        System.exit(status);
    }

    /** Runs one command line with the given streams (stderr taken as not a terminal). */
    public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
        return run(args, in, out, Io.utf8(err), false);
    }

    static int run(String[] args, InputStream in, OutputStream out, PrintStream err,
            boolean terminal) {
        WatchedOutput stdout = new WatchedOutput(out);
        Io io = new Io(in, stdout, err, terminal);
        int status;
        try {
            status = dispatch(args, io);
        } catch (UsageException e) {
            err.println("brisk: " + e.getMessage());
            status = TROUBLE;
        } catch (IOException | RuntimeException e) {
            if (!stdout.broken()) {
                if (e instanceof RuntimeException) {
                    throw (RuntimeException) e; // a bug: let it show with its stack trace
                }
                err.println("brisk: " + e.getMessage());
            }
            status = TROUBLE;
        }
        try {
            stdout.flush();
        } catch (IOException e) {
            // reported below as a closed pipe
        }
        err.flush();
        return stdout.broken() ? CLOSED_PIPE : status;
    }

    private static int dispatch(String[] args, Io io) throws UsageException, IOException {
        Map<String, Command> commands = commands();
        if (args.length == 0) {
            io.err.print(overview(commands));
            return TROUBLE;
        }
        String first = args[0];
        if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
            if (args.length > 1 && commands.containsKey(args[1])) {
                write(io, commands.get(args[1]).help());
            } else {
                write(io, overview(commands));
            }
            return OK;
        }
        if (first.equals("--version") || first.equals("-V")) {
            write(io, VERSION + "\n");
            return OK;
        }
        Command c = commands.get(first);
        if (c == null && (first.equals("bench") || first.equals("jmh"))) {
            throw new UsageException("'" + first + "' is not part of the installed command: the"
                    + " benchmarks need the peer libraries and live in brisk-bench; run ./brisk "
                    + first + " in a Brisk checkout");
        }
        if (c == null) {
            throw new UsageException("unknown command '" + first + "'; commands: "
                    + String.join(", ", commands.keySet()) + " (see 'brisk --help')");
        }
        Args parsed = Args.parse(first, args, 1, c.flags(), c.valued());
        if (parsed.has("help")) {
            write(io, c.help());
            return OK;
        }
        return c.run(parsed, io);
    }

    static Map<String, Command> commands() {
        Map<String, Command> m = new LinkedHashMap<>();
        for (Command c : new Command[] {
            new ValidateCommand(), new FmtCommand(), new ConvertCommand(), new StatsCommand(),
            new GetCommand(),
        }) {
            m.put(c.name(), c);
        }
        return m;
    }

    private static String overview(Map<String, Command> commands) {
        StringBuilder sb = new StringBuilder();
        sb.append("usage: brisk COMMAND [OPTIONS] [ARGS]\n\n");
        sb.append("Strict, fast JSON tools. '-' means standard input or output.\n\ncommands:\n");
        for (Command c : commands.values()) {
            sb.append(String.format("  %-9s %s%n", c.name(), c.summary()));
        }
        sb.append("\n'brisk COMMAND --help' describes a command. Exit status: 0 success,\n"
                + "1 invalid input, 2 usage error or unreadable file, 141 output pipe closed.\n");
        return sb.toString();
    }

    private static void write(Io io, String text) throws IOException {
        io.out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
