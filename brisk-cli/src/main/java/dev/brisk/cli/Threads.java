package dev.brisk.cli;

/** The {@code --threads N} option of the commands that read NDJSON on every core. */
final class Threads {

    static final String OPTION = "threads";

    static final String HELP = "  --threads N  with --ndjson: process chunks of lines on N threads (default: the\n"
            + "             number of processors, here " + Runtime.getRuntime().availableProcessors()
            + "); output and errors stay in input order,\n"
            + "             with the line numbers of the whole input. 1 reads on one thread.\n";

    private Threads() {
    }

    static int parse(Args args) throws UsageException {
        return args.getInt(OPTION, Runtime.getRuntime().availableProcessors(), 1, 1024);
    }
}
