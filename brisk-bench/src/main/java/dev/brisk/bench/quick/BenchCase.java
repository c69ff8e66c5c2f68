package dev.brisk.bench.quick;

/** What {@code brisk bench} measures; each library does the same work on the same bytes. */
public enum BenchCase {
    TOKEN_READ("token-read", "token read",
            "pull every token from UTF-8 bytes; names and strings as String, numbers as double"),
    SKIP("skip", "skip",
            "skip (validate) each whole document without building anything"),
    TREE_READ("tree-read", "tree read",
            "parse each document into the library's tree model"),
    TREE_WRITE("tree-write", "tree write",
            "write each (pre-parsed) tree back to UTF-8 JSON bytes"),
    BIND_READ("bind-read", "binding read",
            "read citm_catalog- and canada-shaped documents into plain Java classes"),
    BIND_WRITE("bind-write", "binding write",
            "write those objects back to UTF-8 JSON bytes (nulls included)"),
    JSON_TO_MSGPACK("json-to-msgpack", "JSON → MessagePack",
            "stream each JSON document into MessagePack bytes with no tree in between");

    private final String id;
    private final String title;
    private final String description;

    BenchCase(String id, String title, String description) {
        this.id = id;
        this.title = title;
        this.description = description;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    public static BenchCase byId(String id) {
        for (BenchCase c : values()) {
            if (c.id.equalsIgnoreCase(id) || c.name().equalsIgnoreCase(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown case '" + id + "'");
    }
}
