package dev.brisk.bind;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random variations of a sample document, for differential tests of the two read paths: members
 * shuffled, duplicated and unknown ones added, whitespace everywhere, strings replaced (escapes,
 * every UTF-8 length, lone surrogates), numbers replaced (edges of int and long, exponents, huge
 * and tiny doubles), values nulled or of the wrong kind, and now and then one malformed byte.
 * The sample is a tree as {@code Brisk.read(json, Object.class)} gives it.
 */
final class MutatedDocuments {
    private static final String[] SPACE = {"", "", "", " ", "\n", "\t", "\r\n  "};
    private static final String[] STRINGS = {"", "a", "plain ascii text", "caf\u00e9", "\u65e5\u672c", "\ud83d\ude00",
            "\u007f\u0080\u07ff\u0800\uffff", "tab\tand\nnewline", "quote\" back\\ slash/", "x".repeat(40),
            "\u0001\u001f", "OPEN", "shipped", "CLOSED", "SHIPPED"};
    /** Raw string bodies, written as they stand: escapes a String cannot carry through the emitter. */
    private static final String[] RAW_STRINGS = {"\\ud83d\\ude00", "\\ud800", "\\udc00x", "\\u0000", "\\/", "\\u00e9"};
    private static final String[] BAD_STRINGS = {"\\x", "\\u12", "\u0001", "\\"};
    private static final String[] NUMBERS = {"0", "-0", "1", "-1", "7", "2147483647", "2147483648", "-2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "1.5", "-0.0", "1e3",
            "1E-3", "2.5e+2", "1e400", "-1e400", "4.9e-324", "1e-400", "28.252232368269038", "0.1", "123456789012345678901234567890",
            "3.4028235e38", "3.5e38", "1e-7", "-123.456e-2"};
    private static final String[] BAD_NUMBERS = {"00", "01", "1.", ".5", "-", "1e", "+1", "0x10", "NaN", "1.e2", "-01"};
    private static final String[] WRONG = {"\"x\"", "[]", "{}", "true", "false", "1", "null", "[1,2]", "{\"a\":1}"};
    private static final String NOISE = "{}[]\",:0a\\ -.eE\u0000";

    private final Random random;

    MutatedDocuments(long seed) {
        this.random = new Random(seed);
    }

    /** One variation of {@code sample} as UTF-8 bytes; with {@code malformed}, maybe one broken byte too. */
    byte[] vary(Object sample, boolean malformed) {
        StringBuilder sb = new StringBuilder();
        space(sb);
        value(sample, sb);
        space(sb);
        byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
        return malformed && chance(0.25) ? breakOne(bytes) : bytes;
    }

    private void value(Object v, StringBuilder sb) {
        if (chance(0.02)) { sb.append("null"); return; }
        if (chance(0.005)) { sb.append(pick(WRONG)); return; }
        if (v instanceof Map) {
            object((Map<?, ?>) v, sb);
        } else if (v instanceof List) {
            array((List<?>) v, sb);
        } else if (v instanceof String) {
            if (chance(0.05)) sb.append('"').append(pick(RAW_STRINGS)).append('"');
            else if (chance(0.005)) sb.append('"').append(pick(BAD_STRINGS)).append('"');
            else string(chance(0.25) ? pick(STRINGS) : (String) v, sb);
        } else if (v instanceof Number) {
            sb.append(chance(0.005) ? pick(BAD_NUMBERS) : chance(0.25) ? pick(NUMBERS) : v.toString());
        } else if (v instanceof Boolean) {
            sb.append(chance(0.05) ? !(Boolean) v : v);
        } else {
            sb.append("null");
        }
    }

    private void object(Map<?, ?> m, StringBuilder sb) {
        List<Map.Entry<?, ?>> entries = new ArrayList<>(m.entrySet());
        if (chance(0.4)) Collections.shuffle(entries, random);
        if (chance(0.2) && !entries.isEmpty()) entries.add(entries.get(random.nextInt(entries.size()))); // a duplicate: last wins
        if (chance(0.1) && !entries.isEmpty()) entries.remove(random.nextInt(entries.size())); // a missing member
        if (chance(0.2)) entries.add(random.nextInt(entries.size() + 1), new java.util.AbstractMap.SimpleEntry<>("unknown" + random.nextInt(3), sampleUnknown()));
        sb.append('{');
        for (int i = 0; i < entries.size(); i++) {
            if (i > 0) sb.append(',');
            space(sb);
            name(String.valueOf(entries.get(i).getKey()), sb);
            space(sb);
            sb.append(':');
            space(sb);
            value(entries.get(i).getValue(), sb);
            space(sb);
        }
        if (entries.isEmpty()) space(sb);
        sb.append('}');
    }

    private Object sampleUnknown() {
        switch (random.nextInt(5)) {
            case 0: return "skip me \u00e9";
            case 1: return List.of(1, "two", Map.of("three", List.of()));
            case 2: return Map.of("deep", Map.of("deeper", true));
            case 3: return 12.5e3;
            default: return null;
        }
    }

    private void array(List<?> list, StringBuilder sb) {
        List<Object> items = new ArrayList<>(list);
        if (chance(0.1) && !items.isEmpty()) items.add(items.get(0));
        sb.append('[');
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) sb.append(',');
            space(sb);
            value(items.get(i), sb);
            space(sb);
        }
        if (items.isEmpty()) space(sb);
        sb.append(']');
    }

    /** A member name, now and then with a character escaped (which names match must not care about). */
    private void name(String name, StringBuilder sb) {
        if (chance(0.05) && !name.isEmpty()) {
            int at = random.nextInt(name.length());
            sb.append('"');
            escapeTo(name.substring(0, at), sb);
            sb.append(String.format("\\u%04x", (int) name.charAt(at)));
            escapeTo(name.substring(at + 1), sb);
            sb.append('"');
        } else {
            string(name, sb);
        }
    }

    private void string(String s, StringBuilder sb) {
        sb.append('"');
        escapeTo(s, sb);
        sb.append('"');
    }

    private void escapeTo(String s, StringBuilder sb) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20 || chance(0.03)) sb.append(String.format("\\u%04X", (int) c));
            else sb.append(c);
        }
    }

    /** One byte deleted, changed, inserted, or the document cut short or followed by more. */
    private byte[] breakOne(byte[] b) {
        int at = b.length == 0 ? 0 : random.nextInt(b.length);
        switch (random.nextInt(6)) {
            case 0: return concat(slice(b, 0, at), slice(b, Math.min(at + 1, b.length), b.length));
            case 1: {
                byte[] c = b.clone();
                if (c.length > 0) c[at] = chance(0.5) ? (byte) NOISE.charAt(random.nextInt(NOISE.length())) : (byte) (0x80 + random.nextInt(0x80));
                return c;
            }
            case 2: return concat(concat(slice(b, 0, at), new byte[] {(byte) NOISE.charAt(random.nextInt(NOISE.length()))}), slice(b, at, b.length));
            case 3: return slice(b, 0, at);
            case 4: return concat(b, chance(0.5) ? " x".getBytes(StandardCharsets.UTF_8) : "{}".getBytes(StandardCharsets.UTF_8));
            default: return concat(concat(slice(b, 0, at), new byte[] {(byte) 0xC3}), slice(b, at, b.length)); // a lone lead byte
        }
    }

    private static byte[] slice(byte[] b, int from, int to) {
        return java.util.Arrays.copyOfRange(b, from, to);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private void space(StringBuilder sb) {
        if (chance(0.3)) sb.append(pick(SPACE));
    }

    private boolean chance(double p) {
        return random.nextDouble() < p;
    }

    private String pick(String[] options) {
        return options[random.nextInt(options.length)];
    }
}
