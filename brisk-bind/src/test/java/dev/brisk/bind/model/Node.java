package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.List;

/** A recursive type. */
@BriskCodec
public record Node(String name, List<Node> children, Node next) { }
