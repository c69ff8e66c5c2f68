package dev.brisk.bench.bind;

import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonNull;
import dev.brisk.json.JsonNumberValue;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonValue;

/**
 * Compares what two libraries read, as JSON trees: member order and number spelling do not
 * count. A library whose double parsing is not correctly rounded reads the same structure with
 * some numbers off in their last digits; {@link #inexactNumbers} counts those, so that such a
 * peer is still measured (on the work it did) and its inexactness is reported rather than hidden.
 */
final class SameData {
    private SameData() { }

    /**
     * Numbers that differ by at most a relative 1e-12 between two trees of equal shape, or -1 if
     * anything else differs. A member whose value is null counts as absent (avaje-jsonb leaves
     * null entries of maps out when it writes).
     */
    static int inexactNumbers(JsonValue a, JsonValue b) {
        if (a instanceof JsonObject oa && b instanceof JsonObject ob) {
            if (present(oa) != present(ob)) return -1;
            int n = 0;
            for (int i = 0; i < oa.size(); i++) {
                if (oa.value(i) instanceof JsonNull) continue;
                JsonValue other = ob.get(oa.name(i));
                if (other == null) return -1;
                int d = inexactNumbers(oa.value(i), other);
                if (d < 0) return -1;
                n += d;
            }
            return n;
        }
        if (a instanceof JsonArray xa && b instanceof JsonArray xb) {
            if (xa.size() != xb.size()) return -1;
            int n = 0;
            for (int i = 0; i < xa.size(); i++) {
                int d = inexactNumbers(xa.get(i), xb.get(i));
                if (d < 0) return -1;
                n += d;
            }
            return n;
        }
        if (a instanceof JsonNumberValue na && b instanceof JsonNumberValue nb && !a.equals(b)) {
            double x = na.doubleValue(), y = nb.doubleValue();
            return Math.abs(x - y) <= 1e-12 * Math.max(Math.abs(x), Math.abs(y)) ? 1 : -1;
        }
        return a.equals(b) ? 0 : -1;
    }

    private static int present(JsonObject o) {
        int n = 0;
        for (int i = 0; i < o.size(); i++) if (!(o.value(i) instanceof JsonNull)) n++;
        return n;
    }
}
