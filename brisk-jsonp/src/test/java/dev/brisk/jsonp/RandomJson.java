package dev.brisk.jsonp;

import java.util.Random;

/**
 * Random JSON texts for the differential tests: every kind of value, nesting, numbers of every
 * form (integers of every length, fractions, exponents, -0), strings with escapes, control
 * characters, non-ASCII and surrogate pairs, names that repeat, and whitespace between tokens.
 */
final class RandomJson {
    private final Random random;
    private final StringBuilder out = new StringBuilder();

    private RandomJson(long seed) {
        random = new Random(seed);
    }

    static String document(long seed) {
        RandomJson r = new RandomJson(seed);
        r.value(0);
        return r.out.toString();
    }

    private void space() {
        int n = random.nextInt(8) == 0 ? random.nextInt(3) : 0;
        for (int i = 0; i < n; i++) out.append(" \n\t\r".charAt(random.nextInt(4)));
    }

    private void value(int depth) {
        space();
        int kind = random.nextInt(depth > 6 ? 6 : 8);
        switch (kind) {
            case 0: out.append("null"); break;
            case 1: out.append(random.nextBoolean()); break;
            case 2: case 3: number(); break;
            case 4: case 5: string(); break;
            case 6: {
                out.append('{');
                int n = random.nextInt(12);
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(',');
                    space();
                    name(i);
                    space();
                    out.append(':');
                    value(depth + 1);
                }
                space();
                out.append('}');
                break;
            }
            default: {
                out.append('[');
                int n = random.nextInt(10);
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(',');
                    value(depth + 1);
                }
                space();
                out.append(']');
            }
        }
        space();
    }

    private void name(int i) {
        // distinct names (duplicates are a matter of key strategy, tested on their own)
        out.append("\"k").append(i);
        if (random.nextInt(4) == 0) out.append("\\u00e9\\\"");
        out.append('"');
    }

    private void number() {
        if (random.nextInt(10) == 0) out.append('-');
        int form = random.nextInt(6);
        if (form == 0) {
            out.append('0');
        } else {
            out.append((char) ('1' + random.nextInt(9)));
            int digits = random.nextInt(form == 1 ? 25 : 18);
            for (int i = 0; i < digits; i++) out.append((char) ('0' + random.nextInt(10)));
        }
        if (form >= 3 && random.nextBoolean()) {
            out.append('.');
            int digits = 1 + random.nextInt(17);
            for (int i = 0; i < digits; i++) out.append((char) ('0' + random.nextInt(10)));
        }
        if (form >= 4 && random.nextBoolean()) {
            out.append("eE".charAt(random.nextInt(2)));
            if (random.nextBoolean()) out.append("+-".charAt(random.nextInt(2)));
            out.append(random.nextInt(330));
        }
    }

    private void string() {
        out.append('"');
        int n = random.nextInt(20);
        for (int i = 0; i < n; i++) {
            int c = random.nextInt(14);
            switch (c) {
                case 0: out.append("\\n"); break;
                case 1: out.append("\\\""); break;
                case 2: out.append("\\\\"); break;
                case 3: out.append("\\u").append(String.format("%04x", random.nextInt(0xD800))); break;
                case 4: out.append("\\ud83d\\ude00"); break;
                case 5: out.append("é"); break;
                case 6: out.append("\u4e2d"); break;
                case 7: out.append("\ud83d\ude00"); break;
                case 8: out.append("\\/"); break;
                default: out.append((char) ('a' + random.nextInt(26)));
            }
        }
        out.append('"');
    }
}
