package dev.brisk.json;

import java.util.Arrays;
import dev.brisk.json.internal.SlotPool;

/**
 * The per-level arrays of a reader (scopes, path indices and names, name positions) and its
 * decode and scratch buffers, recycled from closed readers: binding a small document makes a reader per
 * document, and these arrays were about half of what such a read allocated. In a
 * {@link SlotPool} like the buffers (no ThreadLocal, so virtual threads cost nothing): a reader
 * takes a set from any filled slot or allocates one, and gives it back on close. Only small sets
 * go back (a deep document or a long non-ASCII string does not stay pinned), with every name
 * cleared. A closed reader holds none of them, so a late call on it cannot touch another's state.
 */
final class ReaderStacks {
    /** The depth a fresh set has room for: most documents need no more. */
    private static final int INITIAL_DEPTH = 8;
    /** Sets grown deeper than this are left to the GC. */
    static final int MAX_POOLED_DEPTH = 64;
    /** Decode buffers longer than this are left to the GC. */
    static final int MAX_POOLED_CHARS = 4096;
    /** Scratch buffers (escaped strings) longer than this are left to the GC. */
    static final int MAX_POOLED_SCRATCH = 8192;

    private static final SlotPool<ReaderStacks> POOL = new SlotPool<>(SlotPool.perCore(4));

    byte[] scopes;
    int[] pathIndices;
    String[] pathNames;
    int[] nameStarts;
    int[] nameEnds;
    /** Reused for non-ASCII strings; null until one is read. */
    char[] chars;
    /** The reader's scratch buffer for escaped strings; null until one is read. Never read beyond what a reader wrote. */
    byte[] scratch;

    private ReaderStacks() {
        scopes = new byte[INITIAL_DEPTH];
        pathIndices = new int[INITIAL_DEPTH];
        pathNames = new String[INITIAL_DEPTH];
        nameStarts = new int[INITIAL_DEPTH];
        nameEnds = new int[INITIAL_DEPTH];
    }

    /** A set for a new reader: recycled when a slot holds one (names cleared, lengths equal), else new. */
    static ReaderStacks take() {
        ReaderStacks s = POOL.take();
        return s != null ? s : new ReaderStacks();
    }

    /**
     * Gives back the arrays a closing reader ends with (they may have grown since it took them);
     * the reader must not use them afterwards.
     */
    static void give(ReaderStacks s, byte[] scopes, int[] pathIndices, String[] pathNames,
                     int[] nameStarts, int[] nameEnds, char[] chars, byte[] scratch) {
        if (scopes.length > MAX_POOLED_DEPTH) return;
        Arrays.fill(pathNames, null); // pin no Strings of the old document
        s.scopes = scopes;
        s.pathIndices = pathIndices;
        s.pathNames = pathNames;
        s.nameStarts = nameStarts;
        s.nameEnds = nameEnds;
        s.chars = chars != null && chars.length <= MAX_POOLED_CHARS ? chars : null;
        s.scratch = scratch.length > 0 && scratch.length <= MAX_POOLED_SCRATCH ? scratch : null;
        POOL.give(s);
    }
}
