package dev.brisk.spring.app;

import java.util.ArrayList;
import java.util.List;

/** Test data: orders as NDJSON text, made lazily. */
public final class Orders {
    private Orders() {}

    public static Order order(long id) {
        return new Order(id, List.of(new Order.Line("sku-" + id, 2, 150), new Order.Line("gift", 1, 99)), null);
    }

    /** One line of NDJSON for {@link #order(long)}, as a client would write it by hand. */
    public static String line(long id) {
        return "{\"order_id\":" + id + ",\"lines\":[{\"sku\":\"sku-" + id + "\",\"quantity\":2,\"cents\":150},"
                + "{\"sku\":\"gift\",\"quantity\":1,\"cents\":99}]}\n";
    }

    public static List<Order> orders(int count) {
        List<Order> orders = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) orders.add(order(i));
        return orders;
    }

    /** The total of orders 1..count, computed independently of any binding. */
    public static long total(int count) {
        return (long) count * (2 * 150 + 99);
    }
}
