package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.Collection;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/** Every container type the mapper knows. */
@BriskCodec
public record Containers(int[] ints, long[] longs, double[] doubles, float[] floats, boolean[] booleans, short[] shorts,
                         char[] chars, String[] strings, Item[][] grid,
                         List<String> list, Set<Integer> set, SortedSet<String> sorted, Collection<Long> collection,
                         Queue<String> queue, Deque<Integer> deque,
                         Map<Integer, String> byInt, Map<Long, Boolean> byLong, Map<Status, Integer> byStatus,
                         EnumMap<Status, String> enumMap, SortedMap<String, Double> sortedMap,
                         Map<String, List<Map<String, Item>>> nested,
                         Optional<Item> item, OptionalInt optInt, OptionalLong optLong, OptionalDouble optDouble,
                         Object anything) { }
