package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonValue;
import java.util.Map;

/**
 * The JSON Patch that turns one value into another: objects member by member (removals, then
 * changes, then additions), arrays element by element over the common length and then removals
 * from the end or additions at the end, anything else replaced whole. Not the shortest patch,
 * but a correct one that applies in order.
 */
final class Diffs {
    private Diffs() {}

    static JsonPatch diff(JsonValue source, JsonValue target) {
        if (source == null || target == null) throw new NullPointerException("Both values are needed for a diff");
        PatchBuilder b = new PatchBuilder();
        diff("", source, target, b);
        return b.build();
    }

    private static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    private static void diff(String path, JsonValue s, JsonValue t, PatchBuilder b) {
        if (s.equals(t)) return;
        if (s instanceof JsonObject && t instanceof JsonObject) {
            JsonObject so = (JsonObject) s;
            JsonObject to = (JsonObject) t;
            for (String name : so.keySet()) {
                if (!to.containsKey(name)) b.remove(path + "/" + escape(name));
            }
            for (Map.Entry<String, JsonValue> e : to.entrySet()) {
                JsonValue old = so.get(e.getKey());
                String p = path + "/" + escape(e.getKey());
                if (old == null) b.add(p, e.getValue());
                else diff(p, old, e.getValue(), b);
            }
        } else if (s instanceof JsonArray && t instanceof JsonArray) {
            JsonArray sa = (JsonArray) s;
            JsonArray ta = (JsonArray) t;
            int common = Math.min(sa.size(), ta.size());
            for (int i = 0; i < common; i++) diff(path + "/" + i, sa.get(i), ta.get(i), b);
            for (int i = sa.size() - 1; i >= common; i--) b.remove(path + "/" + i);
            for (int i = common; i < ta.size(); i++) b.add(path + "/" + i, ta.get(i));
        } else {
            b.replace(path, t);
        }
    }

    /** The JSON Merge Patch (RFC 7396) that turns {@code source} into {@code target}. */
    static JsonValue mergeDiff(JsonValue source, JsonValue target) {
        if (source == null || target == null) throw new NullPointerException("Both values are needed for a diff");
        if (!(source instanceof JsonObject) || !(target instanceof JsonObject)) return target;
        JsonObject so = (JsonObject) source;
        JsonObject to = (JsonObject) target;
        ObjectValueBuilder b = new ObjectValueBuilder(KeyStrategy.LAST);
        for (String name : so.keySet()) {
            if (!to.containsKey(name)) b.addNull(name);
        }
        for (Map.Entry<String, JsonValue> e : to.entrySet()) {
            JsonValue old = so.get(e.getKey());
            if (old == null) b.add(e.getKey(), e.getValue());
            else if (!old.equals(e.getValue())) b.add(e.getKey(), mergeDiff(old, e.getValue()));
        }
        return b.build();
    }
}
