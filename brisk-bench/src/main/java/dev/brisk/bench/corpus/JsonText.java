package dev.brisk.bench.corpus;

import java.nio.charset.StandardCharsets;

/**
 * A tiny, independent JSON text builder for the document generator. It does not use Brisk (the
 * generated documents feed Brisk's benchmarks, so they must not depend on Brisk's writer being
 * right) nor any peer (the same bytes go to every library).
 */
final class JsonText {

    /** Layout of the generated text; the real corpora use all three. */
    enum Layout { COMPACT, SPACED, PRETTY }

    private final StringBuilder out;
    private final Layout layout;
    private final boolean escapeSlash;
    // One flag per open container: has it had an element yet (then the next needs a comma).
    private boolean[] started = new boolean[64];
    private int depth;
    private boolean afterName;

    JsonText(int capacity, Layout layout, boolean escapeSlash) {
        this.out = new StringBuilder(capacity);
        this.layout = layout;
        this.escapeSlash = escapeSlash;
    }

    int length() {
        return out.length();
    }

    byte[] toBytes() {
        if (depth != 0) {
            throw new IllegalStateException("unclosed containers: " + depth);
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    JsonText beginObject() {
        beforeValue();
        out.append('{');
        push();
        return this;
    }

    JsonText endObject() {
        close('}');
        return this;
    }

    JsonText beginArray() {
        beforeValue();
        out.append('[');
        push();
        return this;
    }

    JsonText endArray() {
        close(']');
        return this;
    }

    JsonText name(String name) {
        separate();
        quote(name);
        out.append(layout == Layout.COMPACT ? ":" : ": ");
        afterName = true;
        return this;
    }

    JsonText string(String value) {
        beforeValue();
        quote(value);
        return this;
    }

    JsonText number(long value) {
        beforeValue();
        out.append(value);
        return this;
    }

    /** A number given as JSON number text, kept as written. */
    JsonText numberText(String text) {
        beforeValue();
        out.append(text);
        return this;
    }

    JsonText bool(boolean value) {
        beforeValue();
        out.append(value);
        return this;
    }

    JsonText nul() {
        beforeValue();
        out.append("null");
        return this;
    }

    JsonText field(String name, String value) {
        return value == null ? name(name).nul() : name(name).string(value);
    }

    JsonText field(String name, long value) {
        return name(name).number(value);
    }

    JsonText field(String name, boolean value) {
        return name(name).bool(value);
    }

    private void beforeValue() {
        if (afterName) {
            afterName = false;
            return;
        }
        separate();
    }

    private void separate() {
        if (depth == 0) {
            return;
        }
        if (started[depth - 1]) {
            out.append(layout == Layout.SPACED ? ", " : ",");
        }
        started[depth - 1] = true;
        newline(depth);
    }

    private void push() {
        if (depth == started.length) {
            started = java.util.Arrays.copyOf(started, depth * 2);
        }
        started[depth++] = false;
    }

    private void close(char c) {
        boolean hadElements = started[--depth];
        if (hadElements) {
            newline(depth);
        }
        out.append(c);
    }

    private void newline(int indent) {
        if (layout == Layout.PRETTY) {
            out.append('\n');
            for (int i = 0; i < indent; i++) {
                out.append("  ");
            }
        }
    }

    private void quote(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '/': out.append(escapeSlash ? "\\/" : "/"); break; // as twitter.json does
                default:
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }
}
