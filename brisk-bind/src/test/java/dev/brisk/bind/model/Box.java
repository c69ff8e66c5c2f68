package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Map;

/** A generic type, resolved through the type token it is read as. */
@BriskCodec
public record Box<T>(T value, List<T> values, Map<String, List<T>> groups) { }
