package dev.brisk.spring.app;

import dev.brisk.bind.JsonName;
import java.util.List;

/**
 * A request body. {@code @JsonName} is Brisk's: a body bound by Jackson would know no
 * {@code order_id}, so every test that sees it proves Brisk did the binding.
 */
public record Order(@JsonName("order_id") long id, List<Line> lines, Object meta) {
    public record Line(String sku, int quantity, long cents) {}

    public long total() {
        long total = 0;
        for (Line line : lines) total += line.quantity() * line.cents();
        return total;
    }
}
