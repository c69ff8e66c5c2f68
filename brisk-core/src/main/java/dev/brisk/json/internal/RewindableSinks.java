package dev.brisk.json.internal;

import dev.brisk.json.JsonSink;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Finds the {@link RewindableSink} side of a sink. The modules' public sinks ({@code
 * MsgPackWriter}, {@code PackBuilder}) keep that side in a private object and register how to
 * reach it here, so that their public types carry no "not API" methods; sinks that are not
 * public types may simply implement {@link RewindableSink}.
 */
public final class RewindableSinks {
    private static final Map<Class<?>, Function<JsonSink, RewindableSink>> VIEWS = new ConcurrentHashMap<>();

    private RewindableSinks() {}

    /**
     * Registers how a sink class reaches its rewindable side; called from that class's static
     * initializer, so it is done before any instance exists.
     */
    public static void register(Class<? extends JsonSink> type, Function<JsonSink, RewindableSink> view) {
        VIEWS.put(type, view);
    }

    /** The rewindable side of {@code sink}, or null when it has none. */
    public static RewindableSink of(JsonSink sink) {
        if (sink instanceof RewindableSink) return (RewindableSink) sink;
        Function<JsonSink, RewindableSink> view = VIEWS.get(sink.getClass());
        return view == null ? null : view.apply(sink);
    }
}
