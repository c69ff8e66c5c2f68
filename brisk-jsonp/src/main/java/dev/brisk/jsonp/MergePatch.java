package dev.brisk.jsonp;

import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonMergePatch;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.Map;

/** A JSON Merge Patch (RFC 7396). */
final class MergePatch implements JsonMergePatch {
    private final JsonValue patch;

    MergePatch(JsonValue patch) {
        if (patch == null) throw new NullPointerException("The patch cannot be null");
        this.patch = patch;
    }

    @Override
    public JsonValue apply(JsonValue target) {
        if (target == null) throw new NullPointerException("The target cannot be null");
        return merge(target, patch);
    }

    private static JsonValue merge(JsonValue target, JsonValue patch) {
        if (!(patch instanceof JsonObject)) return patch;
        ObjectValueBuilder b = new ObjectValueBuilder(KeyStrategy.LAST);
        JsonObject t = target instanceof JsonObject ? (JsonObject) target : ObjectValue.EMPTY;
        b.addAllOf(t);
        for (Map.Entry<String, JsonValue> e : ((JsonObject) patch).entrySet()) {
            JsonValue v = e.getValue();
            if (v.getValueType() == JsonValue.ValueType.NULL) {
                b.remove(e.getKey());
            } else {
                JsonValue old = t.get(e.getKey());
                b.add(e.getKey(), merge(old == null ? JsonValue.NULL : old, v));
            }
        }
        return b.build();
    }

    @Override
    public JsonValue toJsonValue() {
        return patch;
    }
}
