package dev.brisk.bind.jackson;

import dev.brisk.bind.BriskCodec;

import java.util.List;

/** A batch of polymorphic events, as an analytics endpoint receives them. */
@BriskCodec
public record EventBatch(String source, List<Event> events) { }
