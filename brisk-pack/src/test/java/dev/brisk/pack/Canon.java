package dev.brisk.pack;

import dev.brisk.json.JsonSink;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Test oracle: a sink that renders what it receives as unambiguous canonical text, applying
 * the documented JSON number mapping to number text (integers within int64/uint64 stay
 * integers, everything else becomes the nearest double). With {@code sortMembers}, object
 * members are ordered by name (stable), for comparing with readers that iterate in index order.
 */
final class Canon implements JsonSink {
    private final boolean sortMembers;
    private boolean loose;
    private final List<List<String>> stack = new ArrayList<>();
    private final List<Boolean> objects = new ArrayList<>();
    private final List<String> pendingNames = new ArrayList<>();
    private String result;

    Canon(boolean sortMembers) { this.sortMembers = sortMembers; }

    String result() { return result; }

    /**
     * Numbers compared by value only (2.0 equals 2): for JSON text printed from doubles, where
     * an integral double is written without a fraction.
     */
    Canon loose() {
        loose = true;
        return this;
    }

    static String ofLoose(byte[] json) {
        Canon c = new Canon(false).loose();
        JsonIn.copy(json, c);
        return c.result();
    }

    static void assertSame(String expected, String actual) { assertSame(expected, actual, "canonical values"); }

    /** assertEquals that shows where two long canonical texts first differ. */
    static void assertSame(String expected, String actual, String what) {
        if (expected.equals(actual)) return;
        int i = 0;
        while (i < Math.min(expected.length(), actual.length()) && expected.charAt(i) == actual.charAt(i)) i++;
        int from = Math.max(0, i - 80);
        org.junit.jupiter.api.Assertions.fail(what + ": differ at " + i + "\n expected ..." + expected.substring(from, Math.min(expected.length(), i + 80))
                + "\n   actual ..." + actual.substring(from, Math.min(actual.length(), i + 80)));
    }

    static String of(byte[] json, boolean sort) {
        Canon c = new Canon(sort);
        JsonIn.copy(json, c);
        return c.result();
    }

    // loose: integers up to 2^53 exactly, every other number as the double it denotes
    private String integer(BigInteger v) {
        if (!loose) return "i:" + v;
        return v.bitLength() <= 53 ? "n:" + v : dbl(v.doubleValue());
    }

    private String dbl(double d) {
        if (loose && d == Math.rint(d) && Math.abs(d) < 0x1p53) return "n:" + (long) d;
        return (loose ? "n:" : "d:") + (d == 0 ? "0.0" : Double.toString(d));
    }

    static String str(String s) { return "s" + s.length() + ":" + s; }

    private static String keyOf(String entry) {
        int colon = entry.indexOf(':');
        return entry.substring(0, colon + 1 + Integer.parseInt(entry.substring(1, colon)));
    }

    private void add(String v) {
        if (stack.isEmpty()) {
            result = v;
            return;
        }
        List<String> top = stack.get(stack.size() - 1);
        if (objects.get(objects.size() - 1)) {
            top.add(str(pendingNames.remove(pendingNames.size() - 1)) + "=" + v);
        } else {
            top.add(v);
        }
    }

    @Override public void beginObject() { stack.add(new ArrayList<>()); objects.add(true); }
    @Override public void beginArray() { stack.add(new ArrayList<>()); objects.add(false); }

    @Override public void endObject() {
        List<String> m = stack.remove(stack.size() - 1);
        objects.remove(objects.size() - 1);
        if (sortMembers) {
            m.sort((a, b) -> keyOf(a).compareTo(keyOf(b)));
        }
        add("{" + String.join(",", m) + "}");
    }

    @Override public void endArray() {
        List<String> m = stack.remove(stack.size() - 1);
        objects.remove(objects.size() - 1);
        add("[" + String.join(",", m) + "]");
    }

    @Override public void name(String name) { pendingNames.add(name); }
    @Override public void stringValue(String value) { add(str(value)); }
    @Override public void numberValue(long value) { add(integer(BigInteger.valueOf(value))); }
    @Override public void numberValue(double value) { add(dbl(value)); }
    @Override public void numberValue(BigInteger value) { add(integer(value)); }
    @Override public void numberValue(BigDecimal value) { add("n:" + value.toPlainString()); }

    @Override public void numberText(String text) {
        boolean integral = text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0;
        if (integral) {
            BigInteger v = new BigInteger(text);
            if (v.bitLength() <= 63 || (v.signum() > 0 && v.bitLength() <= 64)) {
                add(integer(v));
                return;
            }
        }
        add(dbl(Double.parseDouble(text)));
    }

    @Override public void booleanValue(boolean value) { add(value ? "true" : "false"); }
    @Override public void nullValue() { add("null"); }
}
