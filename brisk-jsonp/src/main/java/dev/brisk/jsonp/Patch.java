package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;

/**
 * A JSON Patch (RFC 6902): its operations are checked when the patch is made (each an object
 * with a known {@code op}, a {@code path}, and {@code value} or {@code from} as the op needs) and
 * applied in order; the first failing one stops the patch with an error naming it.
 */
final class Patch implements JsonPatch {
    private final JsonArray operations;
    private final Operation[] ops;
    private final Pointer[] paths;
    private final Pointer[] froms;
    private final JsonValue[] values;

    Patch(JsonArray operations) {
        if (operations == null) throw new NullPointerException("The operations cannot be null");
        this.operations = operations;
        int n = operations.size();
        ops = new Operation[n];
        paths = new Pointer[n];
        froms = new Pointer[n];
        values = new JsonValue[n];
        for (int i = 0; i < n; i++) {
            JsonValue v = operations.get(i);
            if (!(v instanceof JsonObject)) throw new JsonException("Patch operation " + i + " is not an object: " + v);
            JsonObject op = (JsonObject) v;
            ops[i] = Operation.fromOperationName(string(op, "op", i));
            paths[i] = Pointer.of(string(op, "path", i));
            switch (ops[i]) {
                case ADD: case REPLACE: case TEST:
                    values[i] = op.get("value");
                    if (values[i] == null) throw new JsonException("Patch operation " + i + " (" + ops[i].operationName() + ") has no 'value'");
                    break;
                case MOVE: case COPY:
                    froms[i] = Pointer.of(string(op, "from", i));
                    break;
                default:
                    break;
            }
        }
    }

    private static String string(JsonObject op, String name, int i) {
        JsonValue v = op.get(name);
        if (!(v instanceof JsonString)) throw new JsonException("Patch operation " + i + " needs a string '" + name + "': " + op);
        return ((JsonString) v).getString();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T extends JsonStructure> T apply(T target) {
        if (target == null) throw new NullPointerException("The target cannot be null");
        JsonStructure t = target;
        for (int i = 0; i < ops.length; i++) t = apply(i, t);
        return (T) t;
    }

    private JsonStructure apply(int i, JsonStructure t) {
        Pointer path = paths[i];
        switch (ops[i]) {
            case ADD:
                return path.add(t, values[i]);
            case REMOVE:
                return path.remove(t);
            case REPLACE:
                return path.replace(t, values[i]);
            case MOVE:
                JsonValue moved = froms[i].getValue(t); // the source must exist, even for a move onto itself
                if (froms[i].equals(path)) return t;
                if (froms[i].isPrefixOf(path)) {
                    throw new JsonException("Patch operation " + i + " moves '" + froms[i] + "' into its own child '" + path + "'");
                }
                return path.add(froms[i].remove(t), moved);
            case COPY:
                return path.add(t, froms[i].getValue(t));
            case TEST:
                if (!path.getValue(t).equals(values[i])) {
                    throw new JsonException("Patch operation " + i + " (test) failed: the value at '" + path + "' is not " + values[i]);
                }
                return t;
            default:
                throw new AssertionError(ops[i]);
        }
    }

    @Override
    public JsonArray toJsonArray() {
        return operations;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Patch && operations.equals(((Patch) o).operations);
    }

    @Override
    public int hashCode() {
        return operations.hashCode();
    }

    @Override
    public String toString() {
        return operations.toString();
    }
}
