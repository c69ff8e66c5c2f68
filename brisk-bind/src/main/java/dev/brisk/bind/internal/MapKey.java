package dev.brisk.bind.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.UUID;

/**
 * Converts map keys between JSON member names and String, enum, number and UUID keys. Number
 * keys must be JSON number text (no '+', no leading zeros, ASCII digits only), which is stricter
 * than {@code Integer.parseInt}; integer keys must also fit their type.
 */
abstract class MapKey<K> {
    /** Longest number key accepted: bounds the cost of BigInteger/BigDecimal parsing. */
    static final int MAX_NUMBER_KEY_LENGTH = 1000;

    /** The key for a member name, or null when the name is not a valid key of this type. */
    abstract K parse(String name);

    String format(K key) { return key.toString(); }

    abstract String describe();

    static MapKey<?> forClass(Class<?> raw) {
        if (raw == String.class || raw == Object.class || raw == CharSequence.class) return new MapKey<String>() {
            @Override String parse(String name) { return name; }
            @Override String describe() { return "string"; }
        };
        if (raw == Integer.class || raw == int.class) return new MapKey<Integer>() {
            @Override Integer parse(String s) {
                if (!isJsonInteger(s) || s.length() > 11) return null;
                long v = Long.parseLong(s);
                return v == (int) v ? (int) v : null;
            }
            @Override String describe() { return "int"; }
        };
        if (raw == Long.class || raw == long.class) return new MapKey<Long>() {
            @Override Long parse(String s) {
                if (!isJsonInteger(s) || s.length() > 20) return null;
                BigInteger v = new BigInteger(s);
                return v.bitLength() < 64 ? v.longValue() : null;
            }
            @Override String describe() { return "long"; }
        };
        if (raw == Short.class || raw == short.class) return new MapKey<Short>() {
            @Override Short parse(String s) {
                if (!isJsonInteger(s) || s.length() > 6) return null;
                int v = Integer.parseInt(s);
                return v == (short) v ? (short) v : null;
            }
            @Override String describe() { return "short"; }
        };
        if (raw == Byte.class || raw == byte.class) return new MapKey<Byte>() {
            @Override Byte parse(String s) {
                if (!isJsonInteger(s) || s.length() > 4) return null;
                int v = Integer.parseInt(s);
                return v == (byte) v ? (byte) v : null;
            }
            @Override String describe() { return "byte"; }
        };
        if (raw == BigInteger.class) return new MapKey<BigInteger>() {
            @Override BigInteger parse(String s) {
                return isJsonInteger(s) && s.length() <= MAX_NUMBER_KEY_LENGTH ? new BigInteger(s) : null;
            }
            @Override String describe() { return "integer"; }
        };
        if (raw == BigDecimal.class) return new MapKey<BigDecimal>() {
            @Override BigDecimal parse(String s) {
                return isJsonNumber(s) && s.length() <= MAX_NUMBER_KEY_LENGTH ? new BigDecimal(s) : null;
            }
            @Override String describe() { return "number"; }
        };
        if (raw == Double.class || raw == double.class) return new MapKey<Double>() {
            @Override Double parse(String s) {
                return isJsonNumber(s) && s.length() <= MAX_NUMBER_KEY_LENGTH ? Double.valueOf(s) : null;
            }
            @Override String describe() { return "number"; }
        };
        if (raw == UUID.class) return new MapKey<UUID>() {
            @Override UUID parse(String s) { return TextCodecs.UuidCodec.isCanonicalUuid(s) ? UUID.fromString(s) : null; }
            @Override String describe() { return "UUID"; }
        };
        if (raw.isEnum()) return enumKey(raw);
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static MapKey<?> enumKey(Class<?> raw) {
        EnumCodec codec = new EnumCodec(raw);
        return new MapKey<Enum>() {
            @Override Enum parse(String s) { return codec.byJsonName(s); }
            @Override String format(Enum key) { return codec.jsonName(key); }
            @Override String describe() { return codec.typeName() + " value"; }
        };
    }

    /** -?(0|[1-9][0-9]*) */
    static boolean isJsonInteger(String s) {
        int i = 0, n = s.length();
        if (i < n && s.charAt(i) == '-') i++;
        if (i == n) return false;
        if (s.charAt(i) == '0') return i + 1 == n;
        for (; i < n; i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** The RFC 8259 number grammar. */
    static boolean isJsonNumber(String s) {
        int i = 0, n = s.length();
        if (i < n && s.charAt(i) == '-') i++;
        if (i == n) return false;
        if (s.charAt(i) == '0') {
            i++;
        } else {
            int start = i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
            if (i == start) return false;
        }
        if (i < n && s.charAt(i) == '.') {
            int start = ++i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
            if (i == start) return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) i++;
            int start = i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
            if (i == start) return false;
        }
        return i == n;
    }
}
