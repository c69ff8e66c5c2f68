package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

@BriskCodec
public record Item(String name, double price, int quantity) { }
