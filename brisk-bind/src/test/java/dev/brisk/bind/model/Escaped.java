package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;

/** Names that writer options escape differently, beside plain ones (prepared names fall back for them). */
@BriskCodec
public record Escaped(int plain,
                      @JsonName("a<b") int html,
                      @JsonName("caf\u00e9") String accent,
                      @JsonName("say \"hi\"") boolean quote) { }
