package dev.brisk.kafka;

import java.util.List;

/** The records the tests send through Kafka's serdes. */
final class Shop {
    private Shop() { }

    public record Line(String sku, int quantity, long priceCents) { }

    public record Order(String id, String customer, List<Line> lines) {
        long totalCents() {
            long total = 0;
            for (Line line : lines) total += line.quantity() * line.priceCents();
            return total;
        }

        int items() {
            int items = 0;
            for (Line line : lines) items += line.quantity();
            return items;
        }
    }

    public record Shipment(String orderId, int items, long totalCents) { }

    public record Totals(int orders, long cents) {
        Totals add(Order order) { return new Totals(orders + 1, cents + order.totalCents()); }
    }

    public record Reading(String sensor, double value) { }

    /** A mapper supplier named in configs. */
    public static final class StrictMapper implements java.util.function.Supplier<dev.brisk.bind.Brisk> {
        @Override
        public dev.brisk.bind.Brisk get() { return dev.brisk.bind.Brisk.builder().failOnUnknownProperties(true).build(); }
    }
}
