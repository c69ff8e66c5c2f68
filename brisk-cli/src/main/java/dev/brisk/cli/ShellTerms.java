package dev.brisk.cli;

/**
 * Puts the library's messages in a shell user's terms: the library tells a programmer which Java
 * method raises a limit or allows a value ({@code raise it with ReadLimits.withMaxDepth}); the
 * command's user can only pass options, so those hints become option names, and hints with no
 * option become what the command cannot do. Paths that would fill the screen (a depth error on
 * a deeply nested file) are shortened to their start and end.
 */
final class ShellTerms {

    /** Paths longer than this are shortened. */
    static final int MAX_PATH = 120;

    private static final String[][] HINTS = {
        {"ReadLimits.withMaxDepth", "--" + LimitOptions.MAX_DEPTH},
        {"ReadLimits.withMaxStringLength", "--" + LimitOptions.MAX_STRING_LENGTH},
        {"ReadLimits.withMaxNameLength", "--" + LimitOptions.MAX_NAME_LENGTH},
        {"ReadLimits.withMaxNumberLength", "--" + LimitOptions.MAX_NUMBER_LENGTH},
        {"ReadLimits.withMaxNumberExponent", "--" + LimitOptions.MAX_NUMBER_EXPONENT},
        {"ReadLimits.withMaxDocumentSize", "--" + LimitOptions.MAX_DOCUMENT_SIZE},
        {"ReadLimits.withMaxTokenCount", "--" + LimitOptions.MAX_TOKEN_COUNT},
        // the writer's depth follows --max-depth (LimitOptions.writerFor)
        {"WriterOptions.withMaxDepth", "--" + LimitOptions.MAX_DEPTH},
        {" (WriterOptions.withNonFiniteNumbers writes it as a literal)", " (JSON has no such number)"},
        {" (WriterOptions.withReplaceLoneSurrogates writes U+FFFD instead)", " (a lone surrogate is not text)"},
        {" (read it with nextExtension())", " (brisk cannot write it as JSON)"},
        {" (decimalsAsText keeps it)", " (MessagePack has no such number)"},
    };

    private ShellTerms() {
    }

    /** {@code detail} with every Java hint replaced by its shell equivalent. */
    static String message(String detail) {
        if (detail == null) {
            return "";
        }
        String out = detail;
        for (String[] hint : HINTS) {
            if (out.contains(hint[0])) {
                out = out.replace(hint[0], hint[1]);
            }
        }
        return out;
    }

    /**
     * {@code path} as it fits on one line: unchanged up to {@link #MAX_PATH} characters, else its
     * first and last steps around a count of the characters left out.
     */
    static String path(String path) {
        if (path == null || path.length() <= MAX_PATH) {
            return path;
        }
        int head = cut(path, 50, true);
        int tail = cut(path, path.length() - 50, false);
        return path.substring(0, head) + "…(" + (tail - head) + " characters)…" + path.substring(tail);
    }

    /** A cut near {@code at} on a step boundary ('[' or '.'), searching back or forward. */
    private static int cut(String path, int at, boolean back) {
        int i = at;
        while (i > 1 && i < path.length() - 1 && path.charAt(i) != '[' && path.charAt(i) != '.') {
            i += back ? -1 : 1;
        }
        return i > 1 && i < path.length() - 1 ? i : at;
    }
}
