package dev.brisk.jsonp;

/**
 * The names of an object, in order, and the table that finds them: shared by the objects a
 * reader or builder makes one after another with the same names (records of one kind), so the
 * names array is made once per run of such objects and the table at most once per shape, on the
 * first lookup in an object of {@link ObjectValue#INDEXED} members or more. Immutable once
 * published; the table is published through a final field, so a race only builds it twice.
 */
final class Shape {
    static final Shape EMPTY = new Shape(new String[0]);

    final String[] names;
    private Table table;

    Shape(String[] names) {
        this.names = names;
    }

    /** Whether {@code others[0, size)} are these names (mostly the same String objects). */
    boolean holds(String[] others, int size) {
        String[] n = names;
        if (n.length != size) return false;
        for (int i = 0; i < size; i++) {
            String a = n[i], b = others[i];
            if (a != b && !a.equals(b)) return false;
        }
        return true;
    }

    /** The position of {@code name} among the first {@code size} names, or -1. */
    int indexOf(Object name) {
        String[] n = names;
        if (n.length < ObjectValue.INDEXED) {
            for (int i = 0; i < n.length; i++) {
                if (n[i].equals(name)) return i;
            }
            return -1;
        }
        if (name == null) return -1;
        Table t = table;
        if (t == null) table = t = new Table(Members.tableOf(n, n.length));
        int[] slots = t.slots;
        int mask = slots.length - 1;
        for (int slot = Members.spread(name.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            int p = slots[slot];
            if (p == 0) return -1;
            if (n[p - 1].equals(name)) return p - 1;
        }
    }

    private static final class Table {
        /** Position + 1 of each name by hash (open addressing, linear probing). */
        final int[] slots;

        Table(int[] slots) {
            this.slots = slots;
        }
    }
}
