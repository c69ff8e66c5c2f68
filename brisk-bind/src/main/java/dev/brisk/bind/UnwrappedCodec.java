package dev.brisk.bind;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonValue;
import dev.brisk.json.TreeBuilder;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * A property whose value's members are members of the object that holds it ({@link JsonUnwrapped},
 * Jackson's {@code @JsonUnwrapped}): written through the value's {@link ObjectCodec#writeBody}
 * with each name between the prefix and the suffix, and read from the holder's members that the
 * value's codec {@linkplain ObjectCodec#readsMember reads} once the prefix and suffix are taken
 * off. Generated and reflective codecs use it the same way; get one from
 * {@link CodecLookup#unwrapped}.
 *
 * <p>Reading, as Jackson does it, buffers: the holder's members meant for the value are kept (as
 * trees, under the names the value knows them by) while the holder is read, in any order among
 * the holder's own members, and the value is read from them once the holder's object has ended,
 * always (from an empty object when none appeared). A member that two unwrapped properties
 * read goes to both. An error inside the value names the member's path in the input; its
 * offset, line and column are those of the holder's closing brace, where the value is read.
 */
public final class UnwrappedCodec<T> {
    private final Codec<T> codec;
    private final String prefix;
    private final String suffix;
    private final String property;

    private UnwrappedCodec(Codec<T> codec, String property, String prefix, String suffix) {
        this.codec = codec;
        this.property = property;
        this.prefix = prefix;
        this.suffix = suffix;
    }

    /**
     * The unwrapped property {@code property} (its Java name, for messages) of type {@code type}.
     *
     * @throws IllegalArgumentException if the type is polymorphic (an interface or abstract class): its subtype could not be told
     */
    static <T> UnwrappedCodec<T> of(CodecLookup lookup, Type type, String property, String prefix, String suffix) {
        Class<?> raw = Types.raw(type);
        // an interface or abstract class is bound, if at all, as a sealed type (a generated one wraps SealedCodec)
        if (raw.isInterface() || java.lang.reflect.Modifier.isAbstract(raw.getModifiers()) && !raw.isArray() && !raw.isPrimitive()) {
            throw new IllegalArgumentException("@JsonUnwrapped property '" + property + "' is of the polymorphic type "
                    + raw.getName() + ": its members inline would leave no place for the discriminator"
                    + " (Jackson refuses it too)");
        }
        Codec<T> codec = lookup.codec(type);
        return new UnwrappedCodec<>(codec, property, prefix, suffix);
    }

    /** The value's codec as an object's: checked on first use, when a recursive type's codec is complete. */
    private ObjectCodec<T> object() {
        if (codec instanceof ObjectCodec) return (ObjectCodec<T>) codec;
        throw new IllegalStateException("@JsonUnwrapped property '" + property + "': its codec (" + codec.getClass().getName()
                + ") does not bind an object, so it has no members to write inline");
    }

    /** The name {@code name} of a holder's member has in the value's object, or null when it has no such form. */
    private String inner(String name) {
        if (name.length() < prefix.length() + suffix.length() || !name.startsWith(prefix) || !name.endsWith(suffix)) return null;
        return name.substring(prefix.length(), name.length() - suffix.length());
    }

    /** Whether the holder's member {@code name} belongs to this property's value. */
    public boolean claims(String name) {
        String n = inner(name);
        return n != null && object().readsMember(n);
    }

    /**
     * Reads the value of the holder's member {@code name} (just read from {@code in}) into the
     * buffers of each unwrapped property that claims it.
     *
     * @return whether one did; if none did, the value is still to be read
     */
    public static boolean offer(JsonReader in, String name, UnwrappedCodec<?>[] unwrapped, Members[] members) {
        JsonValue value = null;
        for (int k = 0; k < unwrapped.length; k++) {
            String n = unwrapped[k].inner(name);
            if (n == null || !unwrapped[k].object().readsMember(n)) continue;
            if (value == null) {
                TreeBuilder tree = new TreeBuilder(Integer.MAX_VALUE); // the input's own limits were checked as it was read
                in.copyTo(tree);
                value = tree.result();
            }
            if (members[k] == null) members[k] = new Members();
            members[k].add(n, name, value);
        }
        return value != null;
    }

    /**
     * The value, read from {@code members} (null when none was claimed: an empty object), after
     * the holder's {@code endObject()} on {@code in}.
     */
    public T read(JsonReader in, Members members) {
        TreeBuilder tree = new TreeBuilder(Integer.MAX_VALUE);
        tree.beginObject();
        if (members != null) {
            for (int i = 0; i < members.inner.size(); i++) {
                tree.name(members.inner.get(i));
                members.values.get(i).copyTo(tree);
            }
        }
        tree.endObject();
        try (JsonReader again = JsonReader.of(tree.result())) {
            return codec.read(again);
        } catch (JsonException e) {
            throw relocate(in, members, e);
        }
    }

    /** The error of a read from the buffered members, at the holder's place: the path the member had in the input. */
    private JsonException relocate(JsonReader in, Members members, JsonException e) {
        JsonException holder = in.error(e.detail());
        String path = e.path() == null ? "$" : e.path();
        String where = holder.path();
        if (members != null) {
            // the buffer's own reader names a member "$.name" (as a tree reader does, with no quoting)
            for (int i = members.inner.size() - 1; i >= 0; i--) {
                String own = "$." + members.inner.get(i);
                if (path.equals(own) || path.startsWith(own) && (path.charAt(own.length()) == '.' || path.charAt(own.length()) == '[')) {
                    where = holder.path() + "." + members.outer.get(i) + path.substring(own.length());
                    break;
                }
            }
        }
        return new JsonException(e.detail(), holder.offset(), holder.line(), holder.column(), where, e);
    }

    /** Writes the members of {@code value} (nothing for null) as members of the object {@code out} is in. */
    public void write(JsonSink out, T value) {
        if (value == null) return;
        object().writeBody(prefix.isEmpty() && suffix.isEmpty() ? out : new RenamingSink(out, prefix, suffix), value);
    }

    /** The holder's members claimed by one unwrapped property while the holder is read. */
    public static final class Members {
        final List<String> inner = new ArrayList<>(4);
        final List<String> outer = new ArrayList<>(4);
        final List<JsonValue> values = new ArrayList<>(4);

        Members() { }

        void add(String innerName, String outerName, JsonValue value) {
            inner.add(innerName);
            outer.add(outerName);
            values.add(value);
        }
    }
}
