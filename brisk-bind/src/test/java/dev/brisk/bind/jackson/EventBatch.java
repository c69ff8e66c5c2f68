package dev.brisk.bind.jackson;

import java.util.List;

/** A batch of polymorphic events, as an analytics endpoint receives them. */
public record EventBatch(String source, List<Event> events) { }
