package dev.brisk.flink;

import dev.brisk.bind.TypeToken;
import java.io.Serializable;

/**
 * Names a generic record type for a DataStream schema in a form Flink can ship (a
 * {@link TypeToken} is not serializable; this recipe is), e.g.
 * {@code () -> new TypeToken<List<Event>>() {}}. Write it in a static method or field: in an
 * instance method the anonymous class, and so the lambda, would capture {@code this}.
 *
 * @param <T> the type of the records
 */
@FunctionalInterface
public interface BriskType<T> extends Serializable {
    /** The type; called once per schema instance when it is opened. */
    TypeToken<T> get();
}
