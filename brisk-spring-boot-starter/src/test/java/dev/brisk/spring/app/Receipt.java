package dev.brisk.spring.app;

import dev.brisk.bind.JsonName;

/** A response body; {@code note} stays null, so whether it is written shows {@code brisk.write-nulls}. */
public record Receipt(@JsonName("order_id") long orderId, long total, String note) {}
