package dev.brisk.json;

import java.util.Random;

/**
 * Random valid JSON text: random trees, random whitespace, random unicode (astral characters
 * included) written raw or escaped, numbers of every shape. Deterministic for a given Random.
 */
final class JsonTextGenerator {
    private final Random random;
    private final StringBuilder out = new StringBuilder();

    private JsonTextGenerator(Random random) {
        this.random = random;
    }

    static String document(Random random) {
        JsonTextGenerator g = new JsonTextGenerator(random);
        g.whitespace();
        g.value(0);
        g.whitespace();
        return g.out.toString();
    }

    private void whitespace() {
        int n = random.nextInt(4) == 0 ? random.nextInt(4) : 0;
        for (int i = 0; i < n; i++) out.append(" \t\n\r".charAt(random.nextInt(4)));
    }

    private void value(int depth) {
        int kind = random.nextInt(depth > 6 ? 5 : 8);
        switch (kind) {
            case 0: out.append("true"); break;
            case 1: out.append(random.nextBoolean() ? "false" : "null"); break;
            case 2: case 3: number(); break;
            case 4: string(); break;
            case 5: case 6:
                if (random.nextBoolean()) array(depth);
                else object(depth);
                break;
            default: object(depth); break;
        }
    }

    private void array(int depth) {
        out.append('[');
        whitespace();
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append(',');
                whitespace();
            }
            value(depth + 1);
            whitespace();
        }
        out.append(']');
    }

    private void object(int depth) {
        out.append('{');
        whitespace();
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append(',');
                whitespace();
            }
            string();
            whitespace();
            out.append(':');
            whitespace();
            value(depth + 1);
            whitespace();
        }
        out.append('}');
    }

    void number() {
        if (random.nextInt(4) == 0) out.append('-');
        int intDigits = random.nextInt(3) == 0 ? 1 + random.nextInt(25) : 1 + random.nextInt(4);
        if (random.nextInt(5) == 0) {
            out.append('0');
        } else {
            out.append((char) ('1' + random.nextInt(9)));
            for (int i = 1; i < intDigits; i++) out.append((char) ('0' + random.nextInt(10)));
        }
        if (random.nextInt(3) == 0) {
            out.append('.');
            int n = 1 + random.nextInt(random.nextInt(4) == 0 ? 25 : 4);
            for (int i = 0; i < n; i++) out.append((char) ('0' + random.nextInt(10)));
        }
        if (random.nextInt(4) == 0) {
            out.append(random.nextBoolean() ? 'e' : 'E');
            int sign = random.nextInt(3);
            if (sign == 1) out.append('+');
            if (sign == 2) out.append('-');
            int e = random.nextInt(4) == 0 ? random.nextInt(270) : random.nextInt(20);
            if (random.nextInt(10) == 0) out.append('0'); // exponents may have leading zeros
            out.append(e);
        }
    }

    private void string() {
        out.append('"');
        int n = random.nextInt(4) == 0 ? random.nextInt(40) : random.nextInt(8);
        for (int i = 0; i < n; i++) {
            int cp = codePoint();
            boolean escape = random.nextInt(5) == 0;
            if (cp == '"' || cp == '\\' || cp < 0x20) escape = true;
            if (!escape) {
                out.appendCodePoint(cp);
            } else if (random.nextBoolean() && "\"\\/\b\f\n\r\t".indexOf(cp) >= 0) {
                out.append('\\').append("\"\\/bfnrt".charAt("\"\\/\b\f\n\r\t".indexOf(cp)));
            } else {
                for (char c : Character.toChars(cp)) {
                    String hex = String.format(random.nextBoolean() ? "%04x" : "%04X", (int) c);
                    out.append("\\u").append(hex);
                }
            }
        }
        out.append('"');
    }

    private int codePoint() {
        switch (random.nextInt(6)) {
            case 0: return 0x20 + random.nextInt(0x5F);
            case 1: return 0x20 + random.nextInt(0x5F);
            case 2: return random.nextInt(0x80);
            case 3: return 0x80 + random.nextInt(0x780);
            case 4: {
                int cp = 0x800 + random.nextInt(0x10000 - 0x800);
                return cp >= 0xD800 && cp <= 0xDFFF ? 0xE000 : cp;
            }
            default: return 0x10000 + random.nextInt(0x100000);
        }
    }
}
