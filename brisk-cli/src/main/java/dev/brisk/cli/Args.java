package dev.brisk.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The options and operands of one subcommand, parsed by hand in the GNU style that jq and
 * ripgrep users expect: {@code --name value}, {@code --name=value}, flags without a value,
 * {@code -h} for {@code --help}, {@code --} to end the options, and a lone {@code -} as an
 * operand (standard input or output).
 */
final class Args {

    private final String command;
    private final Map<String, String> options = new HashMap<>();
    private final List<String> operands = new ArrayList<>();

    private Args(String command) {
        this.command = command;
    }

    /**
     * Parses {@code argv[from..]}. {@code flags} take no value, {@code valued} take one; both
     * are given without the leading dashes. {@code help} is always accepted.
     */
    static Args parse(String command, String[] argv, int from, Set<String> flags,
            Set<String> valued) throws UsageException {
        Args a = new Args(command);
        boolean optionsEnded = false;
        for (int i = from; i < argv.length; i++) {
            String arg = argv[i];
            if (optionsEnded || arg.equals("-") || !arg.startsWith("-")) {
                a.operands.add(arg);
                continue;
            }
            if (arg.equals("--")) {
                optionsEnded = true;
                continue;
            }
            if (arg.equals("-h")) {
                a.options.put("help", "");
                continue;
            }
            if (!arg.startsWith("--")) {
                throw new UsageException("unknown option " + arg + " for '" + command + "'"
                        + seeHelp(command));
            }
            String name = arg.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (name.equals("help") || flags.contains(name)) {
                if (value != null) {
                    throw new UsageException("option --" + name + " takes no value"
                            + seeHelp(command));
                }
                a.options.put(name, "");
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= argv.length) {
                        throw new UsageException("option --" + name + " needs a value"
                                + seeHelp(command));
                    }
                    value = argv[++i];
                }
                a.options.put(name, value);
            } else {
                throw new UsageException("unknown option --" + name + " for '" + command + "'"
                        + seeHelp(command));
            }
        }
        return a;
    }

    static String seeHelp(String command) {
        return "; see 'brisk " + command + " --help'";
    }

    String command() {
        return command;
    }

    boolean has(String option) {
        return options.containsKey(option);
    }

    String get(String option, String fallback) {
        String v = options.get(option);
        return v == null ? fallback : v;
    }

    int getInt(String option, int fallback, int min, int max) throws UsageException {
        String v = options.get(option);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // fall through to the usage error that names the accepted range
        }
        throw new UsageException("--" + option + " must be a whole number from " + min + " to "
                + max + ", not '" + v + "'");
    }

    List<String> operands() {
        return operands;
    }

    /** Fails unless the number of operands is within {@code [min, max]}. */
    void expectOperands(int min, int max, String what) throws UsageException {
        int n = operands.size();
        if (n < min || n > max) {
            throw new UsageException("'" + command + "' expects " + what + ", got " + n
                    + " operand" + (n == 1 ? "" : "s") + seeHelp(command));
        }
    }

    /** Fails when two options that exclude each other are both given. */
    void exclusive(String a, String b) throws UsageException {
        if (has(a) && has(b)) {
            throw new UsageException("--" + a + " and --" + b + " cannot be used together"
                    + seeHelp(command));
        }
    }
}
