package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.brisk.bind.internal.StackBudget;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/**
 * How a read keeps within the caller's stack, by a rule decided from the depth the reader has
 * reached, never by running out of stack: a container opened {@link StackBudget#CALLER_LEVELS}
 * deep is read, with all it holds, on a thread whose stack holds the depth limit. Shallower
 * documents never leave the caller's thread; deeper ones are read once, whatever the source.
 */
class DeepReadTest {

    /** A marker whose codec notes each read and the thread it ran on. */
    record Mark(int n) { }

    record Link(Link next, Mark mark) { }

    private final List<Thread> markReads = new CopyOnWriteArrayList<>();

    private final Brisk brisk = Brisk.builder().useGeneratedCodecs(false)
            .factory((type, lookup) -> type == Mark.class ? new Codec<Mark>() {
                @Override public Mark read(JsonReader in) {
                    markReads.add(Thread.currentThread());
                    return new Mark(in.nextInt());
                }
                @Override public void write(JsonSink out, Mark value) { out.numberValue(value.n()); }
            } : null).build();

    /** {@code levels} nested Links, the innermost holding the mark 7. */
    private static String chain(int levels) {
        return "{\"next\":".repeat(levels - 1) + "{\"mark\":7}" + "}".repeat(levels - 1);
    }

    private static int levels(Link l) {
        int n = 0;
        for (; l != null; l = l.next()) n++;
        return n;
    }

    /** Runs {@code read} on a thread with a stack that holds the caller's share but not 1000 levels. */
    private static Object onSmallStack(Supplier<Object> read) throws InterruptedException {
        Object[] outcome = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                outcome[0] = read.get();
            } catch (Throwable e) {
                outcome[0] = e;
            }
        }, "small-stack", 512 << 10);
        t.start();
        t.join();
        if (outcome[0] instanceof Throwable) throw new AssertionError(outcome[0].toString(), (Throwable) outcome[0]);
        return outcome[0];
    }

    private List<Supplier<Object>> everySource(String doc, Type type) {
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        @SuppressWarnings("unchecked")
        TypeToken<Object> t = (TypeToken<Object>) TypeToken.of(type);
        byte[] msgpack = brisk.writeMessagePack(brisk.read(doc, t), type);
        byte[] vpack = brisk.writeVelocyPack(brisk.read(doc, t), type);
        return List.of(() -> brisk.read(bytes, t), () -> brisk.read(doc, t),
                () -> brisk.read(new ByteArrayInputStream(bytes), t), () -> brisk.read(new StringReader(doc), t),
                () -> brisk.fromTree(dev.brisk.json.Json.parse(doc), t),
                () -> brisk.readMessagePack(msgpack, t), () -> brisk.readVelocyPack(vpack, t));
    }

    @Test
    void aDocumentShallowerThanTheCallersShareIsReadOnTheCallersThread() {
        for (Supplier<Object> read : everySource(chain(StackBudget.CALLER_LEVELS - 1), Link.class)) {
            markReads.clear();
            assertEquals(StackBudget.CALLER_LEVELS - 1, levels((Link) read.get()));
            assertEquals(List.of(Thread.currentThread()), markReads);
        }
    }

    @Test
    void aDeeperDocumentGoesOnOnAStackOfItsOwnAndEveryCodecRunsOnce() throws InterruptedException {
        for (int depth : new int[] {StackBudget.CALLER_LEVELS + 1, 1000}) {
            int i = 0;
            for (Supplier<Object> read : everySource(chain(depth), Link.class)) {
                markReads.clear();
                Link l = (Link) onSmallStack(read);
                assertEquals(depth, levels(l), "source " + i);
                // read once (nothing read again after an overflow), on the deep thread
                assertEquals(1, markReads.size(), "source " + i + ": " + markReads);
                assertNotSame(Thread.currentThread(), markReads.get(0));
                assertEquals("brisk-deep", markReads.get(0).getName());
                i++;
            }
        }
    }

    @Test
    void everyContainerCodecMovesAtTheSameDepth() throws InterruptedException {
        // natural values, typed lists, maps and arrays, 1000 deep, from every source, on the small stack
        String arrays = "[".repeat(1000) + "]".repeat(1000);
        String objects = "{\"a\":".repeat(999) + "{}" + "}".repeat(999);
        Type listOfLists = new TypeToken<List<List<List<Object>>>>() { }.type();
        Object[][] cases = {{arrays, Object.class}, {arrays, List.class}, {objects, Object.class}, {objects, Map.class},
                {arrays, Object[].class}, {arrays, listOfLists}};
        for (Object[] c : cases) {
            String doc = (String) c[0];
            for (Supplier<Object> read : everySource(doc, (Type) c[1])) {
                Object value = onSmallStack(read);
                int levels = 0;
                for (Object v = value; v != null; levels++) {
                    if (v instanceof List) v = ((List<?>) v).isEmpty() ? null : ((List<?>) v).get(0);
                    else if (v instanceof Object[]) v = ((Object[]) v).length == 0 ? null : ((Object[]) v)[0];
                    else v = ((Map<?, ?>) v).isEmpty() ? null : ((Map<?, ?>) v).get("a");
                }
                assertEquals(1000, levels, doc.substring(0, 8) + " as " + c[1]);
            }
        }
    }

    @Test
    void aLateDiscriminatorsCopyIsReadOnTheDeepStackWithTheReplaysItIsIn() throws InterruptedException {
        // the copy of a 1000-deep tree of late discriminators has a reader of its own, counting from
        // 0: its depth is known from the copy, and the nested objects' noted subtypes go with it
        dev.brisk.bind.model.Expr chain = LateDiscriminatorContract.chain(1000);
        String doc = LateDiscriminatorContract.json(chain, LateDiscriminatorContract.Placement.LAST, new java.util.Random(1));
        List<Object> read = new ArrayList<>();
        for (Brisk b : List.of(Brisk.create(), brisk)) {
            read.add(onSmallStack(() -> b.read(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), dev.brisk.bind.model.Expr.class)));
            read.add(onSmallStack(() -> b.read(new StringReader(doc), dev.brisk.bind.model.Expr.class)));
        }
        for (Object r : read) assertEquals(chain, r);
        assertSame(null, StackBudget.READ_STATE.get(), "no replay left behind on this thread");
    }
}
