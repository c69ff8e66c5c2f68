package dev.brisk.bind;

import dev.brisk.bind.internal.StackBudget;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonLocation;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;
import dev.brisk.json.ReaderOptions;

/**
 * A sealed type as an object with a discriminator property naming one of its permitted
 * subtypes. The set of subtypes is closed (fixed when the codec is built); a discriminator value
 * outside it is an error, and no class is ever looked up by a name from the input.
 *
 * <p>When the discriminator is the first member (as this codec writes it), the rest of the object
 * is handed straight to the subtype's codec: no buffering. When it comes later, the object is
 * copied once and read again from the copy once the subtype is known; nested objects of the same
 * discriminator name are noted in the same copy, so a whole tree of late discriminators costs one
 * copy and one second parse, never a copy per level (see {@code SealedReplay}). Errors inside a
 * copied object report the path and place of the original input (from readers of JSON text;
 * others locate them at the object's closing brace).
 *
 * <p>The mapper makes one for every sealed interface or sealed abstract class; generated codecs
 * of sealed types extend it (only to be found by name: they change nothing), and hand-written
 * codecs over a registered, closed set of subtypes may use it too.
 */
public class SealedCodec<T> extends ObjectCodec<T> {
    private final String typeName;
    private final String discriminator;
    private final Names discriminatorNames;
    private final String[] subtypeNames;
    private final Names subtypeTable;
    private final Class<?>[] subtypeClasses;
    private final ObjectCodec<? extends T>[] subtypeCodecs;
    private final ReaderOptions readerOptions;

    public SealedCodec(String typeName, String discriminator, String[] subtypeNames, Class<?>[] subtypeClasses,
                       ObjectCodec<? extends T>[] subtypeCodecs, ReaderOptions readerOptions) {
        this.typeName = typeName;
        this.discriminator = discriminator;
        this.discriminatorNames = Names.of(discriminator);
        this.subtypeNames = subtypeNames.clone();
        this.subtypeTable = Names.of(subtypeNames);
        this.subtypeClasses = subtypeClasses.clone();
        this.subtypeCodecs = subtypeCodecs.clone();
        this.readerOptions = readerOptions;
    }

    @Override
    public final T readBody(JsonReader in) {
        SealedReplay replay = SealedReplay.of(in);
        if (replay != null && replay.discriminator.equals(discriminator)) {
            // an object inside a late discriminator's copy, whose own late discriminator was noted
            String noted = replay.takeSubtype(in);
            if (noted != null) {
                for (int k = 0; k < subtypeNames.length; k++) {
                    if (subtypeNames[k].equals(noted)) return subtypeCodecs[k].readBody(in);
                }
                // at the discriminator's value in the copy, which the replay's reader has not reached
                throw SealedReplay.errorAt(replay.takenAt, "unknown " + typeName + " subtype; expected one of "
                        + String.join(", ", subtypeNames), in.path());
            }
        }
        if (!in.hasNext()) throw in.error("missing discriminator '" + discriminator + "' of " + typeName);
        String first = in.nextName();
        if (first.equals(discriminator)) return subtype(in).readBody(in);
        return readBuffered(in, first);
    }

    String discriminator() { return discriminator; }

    /** The subtype the discriminator value next in {@code in} names; errors at that value. */
    int subtypeIndex(JsonReader in) {
        if (in.peek() != JsonToken.STRING) throw in.error("expected a string for discriminator '" + discriminator + "' but found " + in.peek());
        int k = in.selectString(subtypeTable);
        if (k < 0) throw in.error("unknown " + typeName + " subtype; expected one of " + String.join(", ", subtypeNames));
        return k;
    }

    private ObjectCodec<? extends T> subtype(JsonReader in) {
        return subtypeCodecs[subtypeIndex(in)];
    }

    private T readBuffered(JsonReader in, String firstName) {
        SealedReplay replay = SealedReplay.copy(in, firstName, this, readerOptions);
        if (replay.chosen < 0) {
            replay.release();
            throw in.error("missing discriminator '" + discriminator + "' of " + typeName);
        }
        String objectPath = parentPath(in.path());
        T value;
        try {
            ObjectCodec<? extends T> chosen = subtypeCodecs[replay.chosen];
            // the copy is read by a reader of its own, which counts depth from 0: decide here, from
            // how deep the copy goes, whether its levels and the ones around it fit the caller's share
            if (in.depth() + replay.deepest() >= StackBudget.CALLER_LEVELS && StackBudget.onCallerStack()) {
                value = StackBudget.deeper(in.limits().maxDepth(), () -> replay.read(chosen));
            } else {
                value = replay.read(chosen);
            }
        } catch (JsonException e) {
            // The copy's offsets are not the input's: locate the error at the token it names in the
            // input, or (an input that cannot say) at this object's closing brace, which is still
            // the token in.location() reports.
            String inner = e.path() == null ? "" : e.path().substring(1);
            JsonLocation at = e.offset() < 0 ? null : replay.inputLocation(e.offset());
            if (at == null) at = in.location();
            throw new JsonException(e.detail(), at.offset(), at.line(), at.column(), objectPath + inner, e);
        } finally {
            replay.release();
        }
        in.endObject();
        return value;
    }

    /** {@code $.a[2].name} → {@code $.a[2]}; also handles a bracketed last segment {@code ['x.y']}. */
    static String parentPath(String path) {
        if (path == null) return "$";
        int end = path.length();
        if (path.endsWith("']")) {
            int open = path.lastIndexOf("['");
            return open > 0 ? path.substring(0, open) : "$";
        }
        for (int i = end - 1; i > 0; i--) {
            char c = path.charAt(i);
            if (c == '.' || c == '[') return path.substring(0, i);
        }
        return "$";
    }

    @Override
    @SuppressWarnings("unchecked")
    public final void writeBody(JsonSink out, T value) {
        Class<?> c = value.getClass();
        for (int i = 0; i < subtypeClasses.length; i++) {
            if (subtypeClasses[i] == c) {
                writeAs(out, i, value);
                return;
            }
        }
        for (int i = 0; i < subtypeClasses.length; i++) {
            if (subtypeClasses[i].isInstance(value)) {
                writeAs(out, i, value);
                return;
            }
        }
        throw new JsonException(c.getName() + " is not a permitted subtype of " + typeName, null);
    }

    @SuppressWarnings("unchecked")
    private void writeAs(JsonSink out, int i, T value) {
        out.name(discriminator);
        out.stringValue(subtypeNames[i]);
        ((ObjectCodec<T>) subtypeCodecs[i]).writeBody(out, value);
    }
}
