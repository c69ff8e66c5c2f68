package dev.brisk.bind.internal;

import java.util.function.Supplier;

/**
 * A guaranteed stack for codecs, which recurse by nature (each nested codec's read calls the
 * next): a read or write whose depth limit is at most {@link #CALLER_DEPTH} runs on the caller's
 * thread, which at the JVM's default 1 MB stack holds that many levels; one whose limit was
 * raised runs on a thread of its own with a stack sized from the limit, so that no input the
 * limits allow can overflow it. The calling thread waits; the result or the exception (a
 * {@code JsonException} at the limit, with its location) is handed back unchanged.
 */
public final class StackBudget {
    private StackBudget() { }

    /** The default depth limit, which a default stack holds: up to it nothing changes. */
    public static final int CALLER_DEPTH = 1000;

    /** Stack per level of nesting: a codec level takes a few frames (measured under 1 KB in the interpreter); four times that. */
    static final long BYTES_PER_LEVEL = 4096;

    /** {@code work} with room for {@code depth} levels of nesting. */
    public static <T> T run(int depth, Supplier<T> work) {
        return depth <= CALLER_DEPTH ? work.get() : onOwnStack(depth, work);
    }

    /**
     * {@link #run}, for work that reads input it can read again from the start (bytes, text, a
     * tree). The default depth on the caller's stack is a margin, not a guarantee: the frames per
     * level were cut so that 1000 levels of interpreted codecs take about 630 KB, but the
     * JIT-compiled frames of a warm JVM are not bounded by the interpreted ones. Should the
     * caller's stack overflow anyway, the work runs again on a stack sized for the limit; its
     * result or error is the one the work gives there.
     */
    public static <T> T runOrAgain(int depth, Supplier<T> work) {
        if (depth > CALLER_DEPTH) return onOwnStack(depth, work);
        try {
            return work.get();
        } catch (StackOverflowError overflow) {
            return onOwnStack(CALLER_DEPTH, work);
        }
    }

    /**
     * {@code work} again after it overflowed the caller's stack at the default depth (what
     * {@link #runOrAgain} does after its first try), on a stack sized for {@link #CALLER_DEPTH}.
     */
    public static <T> T again(Supplier<T> work) {
        return onOwnStack(CALLER_DEPTH, work);
    }

    /**
     * {@code codec.read(in)}, for input that cannot be read again (a stream): an overflow of the
     * caller's stack (see {@link #runOrAgain}) becomes a JsonException at the place the reader had
     * got to, instead of a StackOverflowError.
     */
    public static <T> T readOrLocate(dev.brisk.bind.Codec<T> codec, dev.brisk.json.JsonReader in) {
        try {
            return codec.read(in);
        } catch (StackOverflowError overflow) {
            // the stack is unwound to here: there is room again to describe where it happened
            dev.brisk.json.JsonLocation at = in.location();
            throw new dev.brisk.json.JsonException("Nesting depth here is more than the calling thread's stack holds"
                    + " (read the document from bytes or a String, which are read again on a larger stack,"
                    + " or on a thread with a larger stack)", at.offset(), at.line(), at.column(), in.path(), overflow);
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
                    thread = new Thread(null, this::serve, "brisk-deep", stackSize);
                    thread.setDaemon(true);
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
        Thread t = new Thread(null, () -> {
            try {
                outcome[0] = work.get();
            } catch (Throwable e) {
                outcome[1] = e;
            }
        }, "brisk-deep", (1L << 20) + depth * BYTES_PER_LEVEL);
        t.setDaemon(true);
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
