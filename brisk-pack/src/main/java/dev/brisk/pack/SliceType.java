package dev.brisk.pack;

/**
 * The kinds of VelocyPack value, one for each group of type bytes in the VelocyPack
 * specification. {@link #NONE} and the reserved type bytes never occur in a {@link Slice}:
 * validation rejects them.
 */
public enum SliceType {
    /** 0x00: absence of a value; not allowed in documents (rejected when a slice is made). */
    NONE,
    /** 0x17: a value the embedding application calls illegal. No JSON form. */
    ILLEGAL,
    /** 0x18. */
    NULL,
    /** 0x19 false, 0x1a true. */
    BOOLEAN,
    /** 0x01 empty, 0x02-0x05 without index table, 0x06-0x09 indexed, 0x13 compact. */
    ARRAY,
    /** 0x0a empty, 0x0b-0x0e sorted index, 0x0f-0x12 unsorted index, 0x14 compact. */
    OBJECT,
    /** 0x1b: IEEE-754 binary64. */
    DOUBLE,
    /** 0x1c: milliseconds since the epoch (UTC), signed 64 bits. JSON form: that integer. */
    UTC_DATE,
    /** 0x1d: an in-memory pointer to a value elsewhere; cannot be followed. No JSON form. */
    EXTERNAL,
    /** 0x1e: compares below every value. No JSON form. */
    MIN_KEY,
    /** 0x1f: compares above every value. No JSON form. */
    MAX_KEY,
    /** 0x20-0x27: signed integer of 1 to 8 bytes. */
    INT,
    /** 0x28-0x2f: unsigned integer of 1 to 8 bytes (up to 2^64-1). */
    UINT,
    /** 0x30-0x3f: the integers -6 to 9 in the type byte. */
    SMALL_INT,
    /** 0x40-0xbe short, 0xbf long UTF-8 string. */
    STRING,
    /** 0xc0-0xc7: binary blob. JSON form: a base64 string (RFC 4648, with padding). */
    BINARY,
    /** 0xc8-0xd7: packed BCD decimal. JSON form: the exact decimal number. */
    BCD,
    /** 0xee-0xef: a value with a numeric tag. No JSON form (use {@link Slice#untagged()}). */
    TAGGED,
    /** 0xf0-0xff: application-defined payload. No JSON form. */
    CUSTOM;

    private static final SliceType[] BY_BYTE = new SliceType[256];

    static {
        for (int t = 0; t < 256; t++) BY_BYTE[t] = classify(t);
    }

    static SliceType of(int typeByte) { return BY_BYTE[typeByte & 0xff]; }

    private static SliceType classify(int t) {
        if (t == 0x00 || t == 0x15 || t == 0x16 || (t >= 0xd8 && t <= 0xed)) return NONE;
        if (t == 0x01 || (t >= 0x02 && t <= 0x09) || t == 0x13) return ARRAY;
        if (t >= 0x0a && t <= 0x12 || t == 0x14) return OBJECT;
        if (t == 0x17) return ILLEGAL;
        if (t == 0x18) return NULL;
        if (t == 0x19 || t == 0x1a) return BOOLEAN;
        if (t == 0x1b) return DOUBLE;
        if (t == 0x1c) return UTC_DATE;
        if (t == 0x1d) return EXTERNAL;
        if (t == 0x1e) return MIN_KEY;
        if (t == 0x1f) return MAX_KEY;
        if (t < 0x28) return INT;
        if (t < 0x30) return UINT;
        if (t < 0x40) return SMALL_INT;
        if (t < 0xc0) return STRING;
        if (t < 0xc8) return BINARY;
        if (t < 0xd8) return BCD;
        if (t < 0xf0) return TAGGED;
        return CUSTOM;
    }
}
