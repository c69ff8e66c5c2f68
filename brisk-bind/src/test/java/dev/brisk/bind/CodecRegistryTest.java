package dev.brisk.bind;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CodecRegistryTest {
    record Event(String name, LocalDate day) { }

    interface NotSealed { }

    record HoldsNotSealed(NotSealed x) { }

    record Deep(List<Map<String, Deep>> deeper) { }

    /** Writes dates as [y, m, d]. */
    static final class DateAsArray implements Codec<LocalDate> {
        @Override public LocalDate read(JsonReader in) {
            in.beginArray();
            LocalDate d = LocalDate.of(in.nextInt(), in.nextInt(), in.nextInt());
            in.endArray();
            return d;
        }
        @Override public void write(JsonSink out, LocalDate v) {
            out.beginArray();
            out.numberValue(v.getYear());
            out.numberValue(v.getMonthValue());
            out.numberValue(v.getDayOfMonth());
            out.endArray();
        }
    }

    @Test
    void aRegisteredCodecReplacesTheBuiltInOne() {
        Brisk brisk = Brisk.builder().register(LocalDate.class, new DateAsArray()).build();
        String text = brisk.writeString(new Event("x", LocalDate.of(2024, 5, 6)));
        assertEquals("{\"name\":\"x\",\"day\":[2024,5,6]}", text);
        assertEquals(new Event("x", LocalDate.of(2024, 5, 6)), brisk.read(text, Event.class));
    }

    @Test
    void aFactoryIsAskedBeforeTheBuiltInCodecs() {
        Brisk brisk = Brisk.builder().factory((type, lookup) -> type == LocalDate.class ? new DateAsArray() : null).build();
        assertEquals("[2000,1,2]", brisk.writeString(LocalDate.of(2000, 1, 2)));
    }

    @Test
    void eachCodecIsBuiltOnceEvenUnderConcurrentFirstUse() throws Exception {
        Brisk brisk = Brisk.create();
        Set<Codec<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Thread t = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                Codec<?> c = Brisk.builder().build() == null ? null : brisk.codec(new TypeToken<List<Deep>>() { });
                synchronized (seen) {
                    seen.add(c);
                }
            });
            t.start();
            threads.add(t);
        }
        start.countDown();
        for (Thread t : threads) t.join();
        assertEquals(1, seen.size());
        assertSame(brisk.codec(new TypeToken<List<Deep>>() { }), seen.iterator().next());
    }

    /** An open (not sealed) interface: polymorphic only over the subtypes a factory registers. */
    interface Pet { }

    record Dog(String name) implements Pet { }

    record Fish(int fins) implements Pet { }

    record Owner(List<Pet> pets) { }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void anOpenInterfaceBindsOverTheClosedSetOfSubtypesRegisteredForIt() {
        Brisk brisk = Brisk.builder().factory((type, lookup) -> type != Pet.class ? null
                : new SealedCodec<Pet>("Pet", "species", new String[] {"dog", "fish"}, new Class<?>[] {Dog.class, Fish.class},
                new ObjectCodec[] {(ObjectCodec) lookup.codec(Dog.class), (ObjectCodec) lookup.codec(Fish.class)},
                lookup.options().readerOptions())).build();
        Owner owner = new Owner(List.of(new Dog("rex"), new Fish(2)));
        String text = brisk.writeString(owner);
        assertEquals("{\"pets\":[{\"species\":\"dog\",\"name\":\"rex\"},{\"species\":\"fish\",\"fins\":2}]}", text);
        assertEquals(owner, brisk.read(text, Owner.class));
        assertEquals(owner, brisk.read("{\"pets\":[{\"name\":\"rex\",\"species\":\"dog\"},{\"fins\":2,\"species\":\"fish\"}]}", Owner.class));
        dev.brisk.json.JsonException e = assertThrows(dev.brisk.json.JsonException.class,
                () -> brisk.read("{\"pets\":[{\"species\":\"" + Dog.class.getName() + "\"}]}", Owner.class));
        assertTrue(e.getMessage().contains("unknown Pet subtype; expected one of dog, fish"), e.getMessage());
        assertEquals("$.pets[0].species", e.path());
        Pet stranger = new Pet() { };
        assertThrows(dev.brisk.json.JsonException.class, () -> brisk.writeString(new Owner(List.of(stranger))));
    }

    /** Two properties under one JSON name, even when one is ignored (the processor refuses these too). */
    static class Twice {
        @JsonIgnore public int a;
        @JsonName("a") public int b;
    }

    @Test
    void aTypeWithTwoPropertiesOfOneNameIsRefusedWhenItsCodecIsBuilt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brisk.create().codec(Twice.class));
        assertTrue(e.getMessage().contains("Twice has two properties named 'a'"), e.getMessage());
    }

    @Test
    void aTypeThatCannotBeBoundFailsWhenItsCodecIsBuiltAndLeavesNothingHalfBuilt() {
        Brisk brisk = Brisk.create();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(HoldsNotSealed.class));
        assertTrue(e.getMessage().contains("NotSealed"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> brisk.codec(HoldsNotSealed.class));
    }
}
