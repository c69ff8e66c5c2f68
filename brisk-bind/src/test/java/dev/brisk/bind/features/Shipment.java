package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;

import java.util.List;

/** No naming of its own: takes the mapper's. */
@BriskCodec
public record Shipment(String trackingNumber, int parcelCount, List<Sku> contents, Level level) { }
