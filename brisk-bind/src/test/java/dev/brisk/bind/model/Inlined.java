package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Set;

/** Properties and elements that codecs read and write without a codec call (primitives, Strings, boxes in lists). */
@BriskCodec
public record Inlined(int i, long l, double d, boolean b, String s,
                      List<Integer> ints, List<Long> longs, List<Double> doubles, List<String> strings,
                      Set<String> stringSet, Object natural) { }
