package dev.brisk.cli;

import dev.brisk.json.ReadLimits;
import dev.brisk.json.WriterOptions;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The reading limits as command-line options, shared by every command that reads: the defaults
 * keep hostile input from exhausting memory or time, and these options let a legitimate file
 * that is deeper or longer than the defaults be processed. The library's own messages name the
 * Java method that raises a limit; {@link ShellTerms} turns those into these option names.
 */
final class LimitOptions {

    static final String MAX_DEPTH = "max-depth";
    static final String MAX_STRING_LENGTH = "max-string-length";
    static final String MAX_NAME_LENGTH = "max-name-length";
    static final String MAX_NUMBER_LENGTH = "max-number-length";
    static final String MAX_NUMBER_EXPONENT = "max-number-exponent";
    static final String MAX_DOCUMENT_SIZE = "max-document-size";
    static final String MAX_TOKEN_COUNT = "max-token-count";

    /** Every limit option, without dashes, in help order. */
    static final Set<String> NAMES = Set.of(MAX_DEPTH, MAX_STRING_LENGTH, MAX_NAME_LENGTH,
            MAX_NUMBER_LENGTH, MAX_NUMBER_EXPONENT, MAX_DOCUMENT_SIZE, MAX_TOKEN_COUNT);

    private LimitOptions() {
    }

    /** The help paragraph every reading command appends. */
    static String help() {
        ReadLimits d = ReadLimits.defaults();
        return "\nlimits (for trusted input larger than the defaults; sizes take k, m or g):\n"
                + String.format(Locale.ROOT, "  --%-21s deepest nesting of arrays and objects (default %,d)%n", MAX_DEPTH + " N", d.maxDepth())
                + String.format(Locale.ROOT, "  --%-21s longest string value in characters (default %,d)%n", MAX_STRING_LENGTH + " N", d.maxStringLength())
                + String.format(Locale.ROOT, "  --%-21s longest member name in characters (default %,d)%n", MAX_NAME_LENGTH + " N", d.maxNameLength())
                + String.format(Locale.ROOT, "  --%-21s longest number in characters (default %,d)%n", MAX_NUMBER_LENGTH + " N", d.maxNumberLength())
                + String.format(Locale.ROOT, "  --%-21s largest decimal exponent of an exact number (default %,d)%n", MAX_NUMBER_EXPONENT + " N", d.maxNumberExponent())
                + String.format(Locale.ROOT, "  --%-21s largest value in bytes (default: no limit)%n", MAX_DOCUMENT_SIZE + " N")
                + String.format(Locale.ROOT, "  --%-21s most tokens in one value (default: no limit)%n", MAX_TOKEN_COUNT + " N");
    }

    /** {@code own} plus every limit option. */
    static Set<String> with(Set<String> own) {
        Set<String> all = new LinkedHashSet<>(own);
        all.addAll(NAMES);
        return all;
    }

    /** The limits the options ask for, the defaults for those not given. */
    static ReadLimits parse(Args args) throws UsageException {
        ReadLimits l = ReadLimits.defaults();
        if (args.has(MAX_DEPTH)) l = l.withMaxDepth(intValue(args, MAX_DEPTH));
        if (args.has(MAX_STRING_LENGTH)) l = l.withMaxStringLength(intValue(args, MAX_STRING_LENGTH));
        if (args.has(MAX_NAME_LENGTH)) l = l.withMaxNameLength(intValue(args, MAX_NAME_LENGTH));
        if (args.has(MAX_NUMBER_LENGTH)) l = l.withMaxNumberLength(intValue(args, MAX_NUMBER_LENGTH));
        if (args.has(MAX_NUMBER_EXPONENT)) l = l.withMaxNumberExponent(intValue(args, MAX_NUMBER_EXPONENT));
        if (args.has(MAX_DOCUMENT_SIZE)) l = l.withMaxDocumentSize(value(args, MAX_DOCUMENT_SIZE, Long.MAX_VALUE));
        if (args.has(MAX_TOKEN_COUNT)) l = l.withMaxTokenCount(value(args, MAX_TOKEN_COUNT, Long.MAX_VALUE));
        return l;
    }

    /** Writer options that can write back whatever {@code limits} let through. */
    static WriterOptions writerFor(ReadLimits limits, WriterOptions w) {
        return limits.maxDepth() > w.maxDepth() ? w.withMaxDepth(limits.maxDepth()) : w;
    }

    private static int intValue(Args args, String name) throws UsageException {
        return (int) value(args, name, Integer.MAX_VALUE);
    }

    /** A positive whole number, with an optional k, m or g (powers of 1024) suffix. */
    static long value(Args args, String name, long max) throws UsageException {
        String raw = args.get(name, "");
        String t = raw.trim().toLowerCase(Locale.ROOT).replace("_", "").replace(",", "");
        long scale = 1;
        if (t.endsWith("k")) {
            scale = 1L << 10;
        } else if (t.endsWith("m")) {
            scale = 1L << 20;
        } else if (t.endsWith("g")) {
            scale = 1L << 30;
        }
        if (scale != 1) {
            t = t.substring(0, t.length() - 1);
        }
        try {
            long v = Long.parseLong(t);
            if (v > 0 && v <= max / scale) {
                return v * scale;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--" + name + " must be a whole number from 1 to " + max
                + " (k, m and g allowed), not '" + raw + "'" + Args.seeHelp(args.command()));
    }
}
