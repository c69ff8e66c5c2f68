package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonPatch;
import jakarta.json.JsonPatchBuilder;
import jakarta.json.JsonValue;

/** Collects JSON Patch operations as their JSON objects; {@link #build()} checks and freezes them. */
final class PatchBuilder implements JsonPatchBuilder {
    private final ArrayValueBuilder operations = new ArrayValueBuilder();

    PatchBuilder() {}

    PatchBuilder(JsonArray operations) {
        if (operations == null) throw new NullPointerException("The operations cannot be null");
        this.operations.addAllOf(operations);
    }

    private JsonPatchBuilder op(JsonPatch.Operation op, String path, String fromName, String from, JsonValue value) {
        if (path == null) throw new NullPointerException("The path cannot be null");
        ObjectValueBuilder o = new ObjectValueBuilder(KeyStrategy.LAST);
        o.add("op", op.operationName());
        o.add("path", path);
        if (fromName != null) {
            if (from == null) throw new NullPointerException("The from path cannot be null");
            o.add(fromName, from);
        }
        if (value != null) o.add("value", value);
        operations.add(o.build());
        return this;
    }

    private static JsonValue present(JsonValue v) {
        if (v == null) throw new NullPointerException("The value cannot be null");
        return v;
    }

    @Override public JsonPatchBuilder add(String path, JsonValue value) { return op(JsonPatch.Operation.ADD, path, null, null, present(value)); }
    @Override public JsonPatchBuilder add(String path, String value) { return op(JsonPatch.Operation.ADD, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder add(String path, int value) { return op(JsonPatch.Operation.ADD, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder add(String path, boolean value) { return op(JsonPatch.Operation.ADD, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder remove(String path) { return op(JsonPatch.Operation.REMOVE, path, null, null, null); }
    @Override public JsonPatchBuilder replace(String path, JsonValue value) { return op(JsonPatch.Operation.REPLACE, path, null, null, present(value)); }
    @Override public JsonPatchBuilder replace(String path, String value) { return op(JsonPatch.Operation.REPLACE, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder replace(String path, int value) { return op(JsonPatch.Operation.REPLACE, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder replace(String path, boolean value) { return op(JsonPatch.Operation.REPLACE, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder move(String path, String from) { return op(JsonPatch.Operation.MOVE, path, "from", from, null); }
    @Override public JsonPatchBuilder copy(String path, String from) { return op(JsonPatch.Operation.COPY, path, "from", from, null); }
    @Override public JsonPatchBuilder test(String path, JsonValue value) { return op(JsonPatch.Operation.TEST, path, null, null, present(value)); }
    @Override public JsonPatchBuilder test(String path, String value) { return op(JsonPatch.Operation.TEST, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder test(String path, int value) { return op(JsonPatch.Operation.TEST, path, null, null, Values.of(value)); }
    @Override public JsonPatchBuilder test(String path, boolean value) { return op(JsonPatch.Operation.TEST, path, null, null, Values.of(value)); }

    @Override
    public JsonPatch build() {
        return new Patch(operations.build());
    }
}
