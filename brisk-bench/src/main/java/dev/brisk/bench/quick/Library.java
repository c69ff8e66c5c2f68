package dev.brisk.bench.quick;

/** The libraries {@code brisk bench} sets side by side, in table order. */
public enum Library {
    BRISK("Brisk"),
    JACKSON("Jackson"),
    FASTJSON2("fastjson2"),
    DSL_JSON("DSL-JSON"),
    GSON("Gson");

    private final String displayName;

    Library(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /** Lower-case id for options and JSON ({@code brisk}, {@code dsl-json}, ...). */
    public String id() {
        return displayName.toLowerCase(java.util.Locale.ROOT);
    }

    public static Library byId(String id) {
        for (Library l : values()) {
            if (l.id().equalsIgnoreCase(id) || l.name().equalsIgnoreCase(id)) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown library '" + id + "'");
    }
}
