package dev.brisk.cli;

/** A command line that cannot be run as given: exit code 2, with the message on stderr. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
