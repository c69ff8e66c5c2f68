package dev.brisk.bind.internal;

import java.util.function.Supplier;

import dev.brisk.json.JsonReader;

/**
 * A guaranteed stack for codecs, which recurse by nature (each nested codec's read calls the
 * next). Two rules, both decided from numbers known in advance, never by running into the end
 * of a stack:
 * <ul>
 * <li>A read or write whose depth limit was raised beyond {@link #CALLER_DEPTH} runs on a thread
 *     of its own with a stack sized from the limit ({@link #run}).
 * <li>Within a read, a container that opens {@link #CALLER_LEVELS} deep on the caller's thread
 *     is read, with all it holds, on such a thread ({@link #deeper}): the caller's stack never
 *     holds more than that many levels, whatever the source (bytes, text, a stream, a Reader, a
 *     tree, the binary formats), the JIT's state or the document. Shallow documents, nearly all,
 *     never leave the caller's thread; a deeper one pays one thread start.
 * </ul>
 * The calling thread waits; the result or the exception (a {@code JsonException} at the limit,
 * with its location) is handed back unchanged. Nothing is read twice.
 */
public final class StackBudget {
    private StackBudget() { }

    /** The default depth limit: up to it a read or write starts on the caller's thread. */
    public static final int CALLER_DEPTH = 1000;

    /**
     * The levels of nesting a read takes on the caller's thread before it goes on on a thread of
     * its own. About 160 KB of interpreted frames (a codec level measures 450-700 bytes, compiled
     * or not), a sixth of a default 1 MB stack: the rest is the caller's.
     */
    public static final int CALLER_LEVELS = 256;

    /** Stack per level of nesting: a codec level takes a few frames (measured under 1 KB in the interpreter); four times that. */
    static final long BYTES_PER_LEVEL = 4096;

    /**
     * State of a read in progress that belongs to its thread and must go with it when the read
     * goes on on another ({@link #deeper}): the late-discriminator replays being read
     * ({@code SealedReplay}). Kept here so that the move carries it whatever the codec.
     */
    public static final ThreadLocal<Object> READ_STATE = new ThreadLocal<>();

    /** {@code work} with room for {@code depth} levels of nesting. */
    public static <T> T run(int depth, Supplier<T> work) {
        return depth <= CALLER_DEPTH ? work.get() : onOwnStack(depth, work);
    }

    /**
     * Whether a container that opens next in {@code in} must be read on a stack of its own: it
     * is {@link #CALLER_LEVELS} deep and this thread is not one of ours, whose stack holds the
     * limit. Codecs call this before they open a container; below that depth it is one compare.
     */
    public static boolean tooDeepHere(JsonReader in) {
        return in.depth() >= CALLER_LEVELS && onCallerStack();
    }

    /** Whether this thread is the caller's, not one of ours whose stack holds the depth limit. */
    public static boolean onCallerStack() {
        return !(Thread.currentThread() instanceof DeepThread);
    }

    /**
     * {@code work}, the rest of a read now {@link #tooDeepHere too deep} for the caller's stack,
     * on a thread with a stack for {@code maxDepth} levels (the reader's limit), carrying
     * {@link #READ_STATE}. The reader is handed over and back (thread start and join order its
     * use); the value or the exception comes back unchanged.
     */
    public static <T> T deeper(int maxDepth, Supplier<T> work) {
        Object state = READ_STATE.get();
        return onOwnStack(Math.max(maxDepth, CALLER_DEPTH), () -> {
            READ_STATE.set(state);
            return work.get();
        });
    }

    /**
     * {@code codec.read(in)} at the top of a read. Brisk's own codecs never overflow a stack (the
     * rules above); a codec of the application's that recurses by itself might. Should that
     * overflow the stack, the error is a JsonException at the place the reader had got to,
     * instead of a StackOverflowError. This is the last line only: nothing is read again (a codec
     * with side effects would see them twice).
     */
    public static <T> T readOrLocate(dev.brisk.bind.Codec<T> codec, JsonReader in) {
        try {
            return codec.read(in);
        } catch (StackOverflowError overflow) {
            // the stack is unwound to here: there is room again to describe where it happened
            dev.brisk.json.JsonLocation at = in.location();
            throw new dev.brisk.json.JsonException("Nesting depth here is more than the calling thread's stack holds"
                    + " (a codec that recurses by itself; read on a thread with a larger stack)",
                    at.offset(), at.line(), at.column(), in.path(), overflow);
        }
    }

    /** The threads whose stacks are sized for a depth limit: no read on one moves again. */
    static final class DeepThread extends Thread {
        DeepThread(Runnable work, long stackSize) {
            super(null, work, "brisk-deep", stackSize);
            setDaemon(true);
        }
    }

    /**
     * A thread of its own with a stack for {@code depth} levels that reads one value after another
     * for a caller who waits each time (a value stream with a raised depth limit): one thread for
     * all its values, not one each (a thread with a stack of many megabytes takes hundreds of
     * microseconds to start). It ends after five seconds without work, or at {@link #close}, and a
     * later value starts another.
     */
    public static final class Worker implements AutoCloseable {
        private static final long IDLE_MILLIS = 5000;
        private final long stackSize;
        private final Object lock = new Object();
        private Thread thread;
        private Supplier<?> task;
        private Object result;
        private Throwable failure;
        private boolean done;
        private boolean closed;

        public Worker(int depth) {
            this.stackSize = (1L << 20) + depth * BYTES_PER_LEVEL;
        }

        /** {@code work} on this worker's thread; the result or exception comes back unchanged. */
        public <T> T run(Supplier<T> work) {
            boolean interrupted = false;
            Object value;
            Throwable thrown;
            synchronized (lock) {
                if (thread == null) {
                    thread = new DeepThread(this::serve, stackSize);
                    thread.start();
                }
                task = work;
                done = false;
                lock.notifyAll();
                while (!done) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        interrupted = true; // the value cannot be abandoned half-read: wait, then say so
                    }
                }
                value = result;
                thrown = failure;
                result = null;
                failure = null;
            }
            if (interrupted) Thread.currentThread().interrupt();
            rethrow(thrown);
            @SuppressWarnings("unchecked")
            T t = (T) value;
            return t;
        }

        private void serve() {
            for (;;) {
                Supplier<?> work;
                synchronized (lock) {
                    while (task == null) {
                        if (closed) {
                            thread = null;
                            return;
                        }
                        try {
                            lock.wait(IDLE_MILLIS);
                        } catch (InterruptedException e) {
                            // not ours to interrupt: go on serving
                        }
                        if (task == null && !closed) {
                            thread = null; // idle: the next value starts another thread
                            return;
                        }
                    }
                    work = task;
                    task = null;
                }
                Object value = null;
                Throwable thrown = null;
                try {
                    value = work.get();
                } catch (Throwable e) {
                    thrown = e;
                }
                synchronized (lock) {
                    result = value;
                    failure = thrown;
                    done = true;
                    lock.notifyAll();
                }
            }
        }

        /** Lets the thread end once it is idle. */
        @Override
        public void close() {
            synchronized (lock) {
                closed = true;
                lock.notifyAll();
            }
        }
    }

    private static void rethrow(Throwable failure) {
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);
    }

    private static <T> T onOwnStack(int depth, Supplier<T> work) {
        Object[] outcome = new Object[2];
        Thread t = new DeepThread(() -> {
            try {
                outcome[0] = work.get();
            } catch (Throwable e) {
                outcome[1] = e;
            }
        }, (1L << 20) + depth * BYTES_PER_LEVEL);
        t.start();
        boolean interrupted = false;
        for (;;) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true; // the work cannot be abandoned half-way: wait, then say so
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        rethrow((Throwable) outcome[1]);
        @SuppressWarnings("unchecked")
        T value = (T) outcome[0];
        return value;
    }
}
