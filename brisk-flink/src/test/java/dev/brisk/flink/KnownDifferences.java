package dev.brisk.flink;

import java.util.Map;

/**
 * Where brisk-json deliberately reads differently from Flink's json format, each with its
 * reason. The differential test accepts exactly these, so a new difference fails it.
 */
final class KnownDifferences {
    private KnownDifferences() {}

    private static final String STRICT = "not JSON by RFC 8259, which Jackson lets through; brisk-json rejects it"
            + " (dropped with ignore-parse-errors)";
    private static final String EXACT = "a container in a string field keeps its numbers' exact text; json re-prints them"
            + " through a double (2.50 becomes 2.5)";
    private static final String WRONG_KIND = "with ignore-parse-errors, a value of the wrong JSON kind (an array where an"
            + " object or number belongs) is null and the rest of the record is read; json loses the record or its other fields";

    /** Message -> why brisk-json reads it differently. */
    static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry("{\"i\": 1}}", STRICT + ": trailing content after the value"),
            Map.entry("{\"i\": 1} x", STRICT + ": trailing content after the value"),
            Map.entry("{\"s\": \"\u0001\"}", STRICT + ": an unescaped control character in a string"),
            Map.entry("{\"s\": \"\\ud800\"}", STRICT + ": a lone surrogate escape"),
            Map.entry("{\"s\": {\"a\": [1, 2.50]}}", EXACT),
            Map.entry("{\"s\": {\"a\": [1, 2.50]}, \"i\": 5}", EXACT),
            Map.entry("{\"ai\": {\"a\": 1}, \"i\": 5}", WRONG_KIND),
            Map.entry("{\"ai\": [[1]]}", WRONG_KIND),
            Map.entry("{\"ai\": [[1]], \"i\": 5}", WRONG_KIND),
            Map.entry("{\"r\": []}", WRONG_KIND),
            Map.entry("{\"r\": [], \"i\": 5}", WRONG_KIND));

    static boolean explains(String message, FlinkJson.Outcome json, FlinkJson.Outcome brisk) {
        return REASONS.containsKey(message);
    }
}
