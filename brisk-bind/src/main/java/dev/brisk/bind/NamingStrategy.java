package dev.brisk.bind;

/**
 * How the JSON name of a property is made from its Java name when no annotation gives the name
 * ({@link JsonName}, or Jackson's {@code @JsonProperty("...")}). Set per mapper with
 * {@link Brisk.Builder#namingStrategy} or per type with {@link JsonNaming} (which wins). Each
 * strategy gives the same names as Jackson's strategy of the same name.
 */
public enum NamingStrategy {
    /** The Java name as it is ({@code firstName}): the default. */
    LOWER_CAMEL_CASE,
    /** {@code firstName} becomes {@code FirstName}. */
    UPPER_CAMEL_CASE,
    /** {@code firstName} becomes {@code first_name}; a run of capitals is one word ({@code userID}: {@code user_id}). */
    SNAKE_CASE,
    /** {@code firstName} becomes {@code first-name}; a run of capitals before a word is split off ({@code myURLValue}: {@code my-url-value}). */
    KEBAB_CASE,
    /** {@code firstName} becomes {@code firstname}. */
    LOWER_CASE;

    /** The JSON name of a property with this Java name. */
    public String translate(String javaName) {
        if (javaName.isEmpty()) return javaName;
        switch (this) {
            case UPPER_CAMEL_CASE:
                return Character.toUpperCase(javaName.charAt(0)) + javaName.substring(1);
            case SNAKE_CASE:
                return snakeCase(javaName);
            case KEBAB_CASE:
                return separated(javaName, '-');
            case LOWER_CASE:
                return javaName.toLowerCase(java.util.Locale.ROOT);
            default:
                return javaName;
        }
    }

    /** A separator before each run of capitals, unless one is already there; a leading underscore is dropped. */
    private static String snakeCase(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 4);
        boolean previousUpper = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (i == 0 && c == '_') continue;
            if (Character.isUpperCase(c)) {
                if (!previousUpper && sb.length() > 0 && sb.charAt(sb.length() - 1) != '_') sb.append('_');
                sb.append(Character.toLowerCase(c));
                previousUpper = true;
            } else {
                sb.append(c);
                previousUpper = false;
            }
        }
        return sb.length() > 0 ? sb.toString() : s; // "_" stays "_"
    }

    /** A separator before each capital that starts a word: the last capital of a run starts the next word. */
    private static String separated(String s, char separator) {
        StringBuilder sb = new StringBuilder(s.length() + 4);
        int upperRun = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char lower = Character.toLowerCase(c);
            if (lower == c) {
                if (upperRun > 1) sb.insert(sb.length() - 1, separator);
                upperRun = 0;
            } else {
                if (upperRun == 0 && i > 0) sb.append(separator);
                upperRun++;
            }
            sb.append(lower);
        }
        return sb.toString();
    }
}
