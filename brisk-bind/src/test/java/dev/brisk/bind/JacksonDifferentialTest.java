package dev.brisk.bind;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Status;
import dev.brisk.json.Json;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Brisk and Jackson databind agree on random records: what one writes the other reads back as
 * the same value, and both write the same JSON document (as a tree). Run on both codec paths.
 */
class JacksonDifferentialTest {
    /** Jackson's view of Order: records bind the same way; Optional becomes a nullable String. */
    record JOrder(long id, String customer, List<Item> items, Map<String, Integer> counts, String note, String status,
                  @com.fasterxml.jackson.annotation.JsonProperty("is_paid") boolean paid) { }

    // NON_NULL: like Brisk by default, absent properties are left out.
    private final ObjectMapper jackson = new ObjectMapper()
            .setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL);
    private final Brisk generated = Brisk.create();
    private final Brisk reflective = Brisk.builder().useGeneratedCodecs(false).build();

    @Provide
    Arbitrary<Order> orders() {
        Arbitrary<String> text = Arbitraries.strings().all().ofMaxLength(12)
                .filter(s -> s.codePoints().noneMatch(c -> c >= 0xD800 && c <= 0xDFFF));
        Arbitrary<Item> items = Combinators.combine(text, Arbitraries.doubles().between(-1e9, 1e9),
                Arbitraries.integers()).as(Item::new);
        Arbitrary<Map<String, Integer>> counts = Arbitraries.maps(text, Arbitraries.integers()).ofMaxSize(4);
        return Combinators.combine(Arbitraries.longs(), text, items.list().ofMaxSize(4), counts,
                text.optional(), Arbitraries.of(Status.OPEN, Status.CLOSED), Arbitraries.of(true, false))
                .as(Order::new);
    }

    private JOrder toJackson(Order o) {
        return new JOrder(o.id(), o.customer(), o.items(), o.counts(), o.note().orElse(null),
                o.status() == null ? null : o.status().name(), o.paid());
    }

    @Property(tries = 200)
    void jacksonReadsWhatBriskWrites(@ForAll("orders") Order order) throws Exception {
        for (Brisk brisk : List.of(generated, reflective)) {
            assertEquals(toJackson(order), jackson.readValue(brisk.writeBytes(order), JOrder.class));
        }
    }

    @Property(tries = 200)
    void briskReadsWhatJacksonWritesAndWritesTheSameDocument(@ForAll("orders") Order order) throws Exception {
        byte[] json = jackson.writeValueAsBytes(toJackson(order));
        for (Brisk brisk : List.of(generated, reflective)) {
            Order back = brisk.read(json, Order.class);
            assertEquals(order, back);
            assertEquals(Json.parse(json), Json.parse(brisk.writeBytes(back)));
        }
    }
}
