package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonValue;

/** Tree-valued properties: any JSON, or one kind of it. */
@BriskCodec
public record Envelope(String kind, JsonValue payload, JsonObject meta, JsonArray list) { }
