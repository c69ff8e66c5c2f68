package dev.brisk.kafka;

import java.util.Locale;

/** How a record's bytes hold the value: JSON text or MessagePack, through the same codecs. */
public enum BriskFormat {
    /** UTF-8 JSON text (RFC 8259). */
    JSON,
    /** MessagePack: smaller, and faster to write; numbers as 64-bit integers or doubles. */
    MSGPACK;

    /**
     * The format a config names.
     *
     * @param name {@code json} or {@code msgpack} ({@code messagepack} too), in any case
     * @return the format
     * @throws IllegalArgumentException for any other name
     */
    public static BriskFormat named(String name) {
        switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "json": return JSON;
            case "msgpack": case "messagepack": return MSGPACK;
            default: throw new IllegalArgumentException("unknown format '" + name + "' (json or msgpack)");
        }
    }
}
