package dev.brisk.cli;

import java.io.IOException;
import java.util.Set;

/** One subcommand of {@code brisk}. */
interface Command {

    String name();

    /** One line for {@code brisk --help}. */
    String summary();

    /** The full text for {@code brisk NAME --help}. */
    String help();

    /** Options that take no value, without dashes ({@code help} is always accepted). */
    Set<String> flags();

    /** Options that take a value, without dashes. */
    Set<String> valued();

    /**
     * Runs the command; returns {@link Main#OK}, {@link Main#INVALID} (some input was not valid)
     * or {@link Main#TROUBLE} (a file could not be read or written). Usage errors are thrown.
     */
    int run(Args args, Io io) throws UsageException, IOException;
}
