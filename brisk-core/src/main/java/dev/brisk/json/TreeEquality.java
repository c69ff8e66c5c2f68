package dev.brisk.json;

import java.util.Arrays;

/**
 * {@code equals} and {@code hashCode} of trees, by explicit stacks: a tree nested as deep as the
 * reader's limits allow (or deeper, built by hand) compares and hashes without recursion. The
 * results are those of the element-by-element definitions in {@link JsonArray} and
 * {@link JsonObject}.
 */
final class TreeEquality {
    private TreeEquality() {}

    /** A container that may hold containers: an object, or an array of stored elements (packed arrays hold numbers only). */
    private static boolean nests(Object v) {
        return v instanceof JsonObject || (v instanceof JsonArray && ((JsonArray) v).items instanceof Object[]);
    }

    /** Value equality of two trees; pairs of nested containers wait on a stack instead of recursing. */
    static boolean equal(JsonValue a, Object b) {
        Object[] stack = new Object[16];
        int top = 0;
        stack[top++] = a;
        stack[top++] = b;
        while (top > 0) {
            Object y = stack[--top];
            Object x = stack[--top];
            if (x == y) continue;
            if (x instanceof JsonObject) {
                if (!(y instanceof JsonObject)) return false;
                JsonObject p = (JsonObject) x;
                JsonObject q = (JsonObject) y;
                int len = p.pairsLength();
                if (q.pairsLength() != len) return false;
                for (int i = 0; i < len; i += 2) {
                    // same order is the common case: the same position before a lookup by name
                    Object other;
                    Object qn = q.members[i];
                    Object pn = p.members[i];
                    if (qn == pn || Name.sameText(qn, pn)) {
                        other = q.members[i + 1];
                    } else {
                        int j = q.indexOf(Name.string(pn));
                        if (j < 0) return false;
                        other = q.members[2 * j + 1];
                    }
                    Object mine = p.members[i + 1];
                    if (nests(mine) && nests(other)) {
                        if (top + 2 > stack.length) stack = Arrays.copyOf(stack, stack.length * 2);
                        stack[top++] = mine;
                        stack[top++] = other;
                    } else if (!Tree.equal(other, mine)) {
                        return false;
                    }
                }
            } else if (x instanceof JsonArray && y instanceof JsonArray
                    && ((JsonArray) x).items instanceof Object[] && ((JsonArray) y).items instanceof Object[]) {
                Object[] p = (Object[]) ((JsonArray) x).items;
                Object[] q = (Object[]) ((JsonArray) y).items;
                if (p.length != q.length) return false;
                for (int i = 0; i < p.length; i++) {
                    if (nests(p[i]) && nests(q[i])) {
                        if (top + 2 > stack.length) stack = Arrays.copyOf(stack, stack.length * 2);
                        stack[top++] = p[i];
                        stack[top++] = q[i];
                    } else if (!Tree.equal(p[i], q[i])) {
                        return false;
                    }
                }
            } else if (x instanceof JsonArray) {
                // a packed array on either side holds no containers: the flat comparison
                if (!((JsonArray) x).flatEquals(y)) return false;
            } else if (!Tree.equal(x, y)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The hash of a tree: arrays {@code 31 * h + element hash} in order, objects the sum of
     * {@code name hash ^ value hash}, as the classes define them; each open container is a frame
     * (its next element and the hash so far) on a stack.
     */
    static int hash(JsonValue root) {
        Object[] node = new Object[16];
        int[] next = new int[16];
        int[] acc = new int[16];
        int top = 0;
        node[0] = root;
        acc[0] = root instanceof JsonObject ? 0 : 1;
        for (;;) {
            Object n = node[top];
            int i = next[top];
            int h = acc[top];
            Object child = null;
            if (n instanceof JsonObject) {
                Object[] m = ((JsonObject) n).members;
                int len = ((JsonObject) n).pairsLength();
                while (2 * i < len) {
                    Object v = m[2 * i + 1];
                    if (nests(v)) {
                        child = v;
                        break;
                    }
                    h += Name.hash(m[2 * i]) ^ Tree.hash(v);
                    i++;
                }
            } else {
                Object[] items = (Object[]) ((JsonArray) n).items;
                while (i < items.length) {
                    Object v = items[i];
                    if (nests(v)) {
                        child = v;
                        break;
                    }
                    h = 31 * h + Tree.value(v).hashCode();
                    i++;
                }
            }
            next[top] = i;
            acc[top] = h;
            if (child != null) {
                if (++top == node.length) {
                    node = Arrays.copyOf(node, top * 2);
                    next = Arrays.copyOf(next, top * 2);
                    acc = Arrays.copyOf(acc, top * 2);
                }
                node[top] = child;
                next[top] = 0;
                acc[top] = child instanceof JsonObject ? 0 : 1;
                continue;
            }
            // n is done: fold its hash into its parent's, at the element the parent stopped at
            while (true) {
                int done = acc[top];
                if (top == 0) return done;
                node[top] = null;
                top--;
                Object p = node[top];
                int k = next[top];
                if (p instanceof JsonObject) acc[top] += Name.hash(((JsonObject) p).members[2 * k]) ^ done;
                else acc[top] = 31 * acc[top] + done;
                next[top] = k + 1;
                break;
            }
        }
    }
}
