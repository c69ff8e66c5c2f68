package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCatchAll;

import java.util.Map;

/** A record whose unknown members all go into one map, written back after the properties. */
@BriskCodec
public record Telemetry(String device, long at, @JsonCatchAll Map<String, Object> readings) { }
