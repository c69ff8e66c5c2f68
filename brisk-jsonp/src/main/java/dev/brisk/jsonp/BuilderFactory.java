package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Collection;
import java.util.Map;

/** Makes object and array builders that share one configuration (the key strategy). */
final class BuilderFactory implements JsonBuilderFactory {
    private final Config config;

    BuilderFactory(Config config) {
        this.config = config;
    }

    @Override
    public JsonObjectBuilder createObjectBuilder() {
        return new ObjectValueBuilder(config.keys);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(JsonObject object) {
        if (object == null) throw new NullPointerException("The object cannot be null");
        ObjectValueBuilder b = new ObjectValueBuilder(config.keys);
        b.addAllOf(object);
        return b;
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(Map<String, Object> map) {
        return objectBuilderOf(map);
    }

    JsonObjectBuilder objectBuilderOf(Map<String, ?> map) {
        if (map == null) throw new NullPointerException("The map cannot be null");
        ObjectValueBuilder b = new ObjectValueBuilder(config.keys);
        for (Map.Entry<String, ?> e : map.entrySet()) b.add(e.getKey(), Values.ofJava(e.getValue(), this));
        return b;
    }

    @Override
    public JsonArrayBuilder createArrayBuilder() {
        return new ArrayValueBuilder();
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(JsonArray array) {
        if (array == null) throw new NullPointerException("The array cannot be null");
        ArrayValueBuilder b = new ArrayValueBuilder();
        b.addAllOf(array);
        return b;
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(Collection<?> collection) {
        if (collection == null) throw new NullPointerException("The collection cannot be null");
        ArrayValueBuilder b = new ArrayValueBuilder();
        for (Object o : collection) b.add(Values.ofJava(o, this));
        return b;
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return config.inUse;
    }
}
