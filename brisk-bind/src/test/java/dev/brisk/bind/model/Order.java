package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonRequired;

import java.util.List;
import java.util.Map;
import java.util.Optional;

@BriskCodec
public record Order(long id,
                    @JsonRequired String customer,
                    List<Item> items,
                    Map<String, Integer> counts,
                    Optional<String> note,
                    Status status,
                    @JsonName("is_paid") boolean paid) { }
