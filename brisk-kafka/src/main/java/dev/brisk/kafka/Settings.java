package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import org.apache.kafka.common.config.ConfigException;

import java.lang.reflect.Type;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What a serializer or deserializer works with, from code or from Kafka's configs: the mapper,
 * the bound type and the format. Whatever code gave is kept; configs fill the rest.
 */
final class Settings {
    final Brisk brisk;
    final Type type;
    final BriskFormat format;

    Settings(Brisk brisk, Type type, BriskFormat format) {
        this.brisk = brisk;
        this.type = type;
        this.format = format;
    }

    Settings configured(Map<String, ?> configs, boolean isKey) {
        Brisk mapper = brisk != null ? brisk : mapper(configs.get(BriskKafkaConfig.MAPPER));
        String typeKey = isKey ? BriskKafkaConfig.KEY_TYPE : BriskKafkaConfig.VALUE_TYPE;
        Type bound = type != null ? type : type(typeKey, configs.get(typeKey));
        String formatKey = isKey ? BriskKafkaConfig.KEY_FORMAT : BriskKafkaConfig.VALUE_FORMAT;
        BriskFormat f = format != null ? format : format(formatKey, configs.get(formatKey));
        return new Settings(mapper, bound, f);
    }

    Brisk mapper() { return brisk != null ? brisk : Brisk.create(); }

    BriskFormat format() { return format != null ? format : BriskFormat.JSON; }

    private static Brisk mapper(Object value) {
        if (value == null) return null;
        if (value instanceof Brisk) return (Brisk) value;
        Class<?> supplier = value instanceof Class ? (Class<?>) value : load(BriskKafkaConfig.MAPPER, value.toString());
        if (!Supplier.class.isAssignableFrom(supplier)) {
            throw new ConfigException(BriskKafkaConfig.MAPPER, value, "must be a Brisk or a Supplier<Brisk> class");
        }
        Object made;
        try {
            made = ((Supplier<?>) supplier.getConstructor().newInstance()).get();
        } catch (ReflectiveOperationException e) {
            throw new ConfigException(BriskKafkaConfig.MAPPER, value, "cannot make the supplier: " + e);
        }
        if (!(made instanceof Brisk)) throw new ConfigException(BriskKafkaConfig.MAPPER, value, "supplied " + made + ", not a Brisk");
        return (Brisk) made;
    }

    private static Type type(String key, Object value) {
        if (value == null) return null;
        return value instanceof Class ? (Class<?>) value : load(key, value.toString());
    }

    private static BriskFormat format(String key, Object value) {
        if (value == null) return null;
        if (value instanceof BriskFormat) return (BriskFormat) value;
        try {
            return BriskFormat.named(value.toString());
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, value, "must be json or msgpack");
        }
    }

    private static Class<?> load(String key, String name) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        try {
            return Class.forName(name.trim(), true, context != null ? context : Settings.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new ConfigException(key, name, "no such class");
        }
    }
}
