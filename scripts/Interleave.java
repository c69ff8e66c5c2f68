import java.lang.annotation.Annotation;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Two JMH benchmark methods run alternately, batch by batch, in one JVM, each batch timed by the
 * thread's CPU time: a ratio that stays usable while other work shares the machine, where JMH's
 * throughput does not. Each side is {@code JAR:CLASS#METHOD} (a class name may leave out
 * {@code dev.brisk.bench.}); the jars may differ (an old build against a new one, each in its own
 * class loader) or be the same (Brisk against a peer). {@code name=value} arguments set the
 * benchmark's {@code @Param} fields; {@code @Setup} methods run first.
 *
 * <pre>
 * java scripts/Interleave.java 10 old.jar:tree.Minify#brisk new.jar:tree.Minify#brisk corpus=citm_catalog
 * </pre>
 *
 * Prints each side's CPU time per op and the median of A's time over B's (B's speedup), with
 * quartiles. The JIT compiles each side on its own, and separate JVM runs of the same pair can
 * differ by up to ~10%: run a pair in both orders before trusting a small difference. Speed
 * claims belong in BENCHMARKS.md from JMH on a quiet machine; this is for development.
 */
public class Interleave {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final Map<String, ClassLoader> LOADERS = new HashMap<>();

    public static void main(String[] args) throws Throwable {
        if (args.length < 3) {
            System.err.println("usage: java scripts/Interleave.java SECONDS JAR:CLASS#METHOD JAR:CLASS#METHOD [param=value ...]");
            System.exit(2);
        }
        int seconds = Integer.parseInt(args[0]);
        Map<String, String> params = new HashMap<>();
        for (int i = 3; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            params.put(kv[0], kv[1]);
        }
        Side a = new Side(args[1], params);
        Side b = new Side(args[2], params);
        // A library whose first calls are slow (class loading, a first-use cache) would stop the
        // sizing below at a batch of 1, and the timer's own cost would then compress the ratio:
        // run both sides a little first.
        long preWarm = System.nanoTime() + 2_000_000_000L;
        for (int i = 0; i < 2_000 && System.nanoTime() < preWarm; i++) {
            a.run(1);
            b.run(1);
        }
        int batch = 1;
        while (batch < 1 << 24) { // batches of about 20 ms
            long t = System.nanoTime();
            a.run(batch);
            b.run(batch);
            if (System.nanoTime() - t > 40_000_000L) break;
            batch *= 2;
        }
        long warm = System.nanoTime() + 4_000_000_000L;
        long end = warm + seconds * 1_000_000_000L;
        List<Double> ratios = new ArrayList<>();
        long timeA = 0, timeB = 0, ops = 0;
        boolean aFirst = true;
        while (System.nanoTime() < end) {
            long da, db;
            if (aFirst) {
                long t0 = cpu(); a.run(batch); long t1 = cpu(); b.run(batch); long t2 = cpu();
                da = t1 - t0; db = t2 - t1;
            } else {
                long t0 = cpu(); b.run(batch); long t1 = cpu(); a.run(batch); long t2 = cpu();
                db = t1 - t0; da = t2 - t1;
            }
            aFirst = !aFirst;
            if (System.nanoTime() < warm) continue;
            timeA += da;
            timeB += db;
            ops += batch;
            ratios.add((double) da / db);
        }
        Collections.sort(ratios);
        int n = ratios.size();
        System.out.printf("A %s: %.2f us/op%nB %s: %.2f us/op%nB speedup (A time / B time): median %.3f, quartiles %.3f-%.3f, %d batches of %d%n",
                args[1], timeA / 1e3 / ops, args[2], timeB / 1e3 / ops, ratios.get(n / 2), ratios.get(n / 4), ratios.get(3 * n / 4), n, batch);
        if (a.sink == 42 && b.sink == 42) System.out.println(); // keep the results alive
    }

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** One benchmark method on its own state object, from its own jar's class loader. */
    private static final class Side {
        final Object state;
        final Method method;
        final Object[] args;
        long sink;

        Side(String spec, Map<String, String> params) throws Throwable {
            int colon = spec.lastIndexOf(':', spec.indexOf('#'));
            int hash = spec.indexOf('#');
            String jar = spec.substring(0, colon);
            String cls = spec.substring(colon + 1, hash);
            if (!cls.startsWith("dev.")) cls = "dev.brisk.bench." + cls;
            ClassLoader loader = LOADERS.get(jar);
            if (loader == null) {
                loader = new URLClassLoader(new URL[] {Paths.get(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
                LOADERS.put(jar, loader);
            }
            // Libraries that find their generated parts by service loading (avaje-jsonb) look in the
            // context class loader: during setup it must be this side's jar.
            ClassLoader previous = Thread.currentThread().getContextClassLoader();
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> k = loader.loadClass(cls);
            Constructor<?> ctor = k.getDeclaredConstructor();
            ctor.setAccessible(true);
            state = ctor.newInstance();
            // Superclasses first, as JMH does (the bind benchmarks inherit their @Setup and state).
            List<Class<?>> chain = new ArrayList<>();
            for (Class<?> c = k; c != null && c != Object.class; c = c.getSuperclass()) chain.add(0, c);
            for (Class<?> c : chain) {
                for (Field f : c.getDeclaredFields()) {
                    if (has(f.getAnnotations(), "Param") && params.containsKey(f.getName())) {
                        f.setAccessible(true);
                        String v = params.get(f.getName());
                        Class<?> t = f.getType();
                        if (t == int.class) f.setInt(state, Integer.parseInt(v));
                        else if (t == long.class) f.setLong(state, Long.parseLong(v));
                        else if (t == boolean.class) f.setBoolean(state, Boolean.parseBoolean(v));
                        else f.set(state, v);
                    }
                }
            }
            for (Class<?> c : chain) {
                for (Method m : c.getDeclaredMethods()) {
                    if (has(m.getAnnotations(), "Setup") && m.getParameterCount() == 0) {
                        m.setAccessible(true);
                        m.invoke(state);
                    }
                }
            }
            Thread.currentThread().setContextClassLoader(previous);
            String name = spec.substring(hash + 1);
            Method found = null;
            for (Method m : k.getMethods()) {
                if (m.getName().equals(name) && (found == null || m.getParameterCount() < found.getParameterCount())) found = m;
            }
            if (found == null) throw new NoSuchMethodException(cls + "#" + name);
            method = found;
            // a method that takes JMH's Blackhole gets one made the way JMH's own tests make it
            args = method.getParameterCount() == 0 ? new Object[0] : new Object[] {
                    loader.loadClass("org.openjdk.jmh.infra.Blackhole").getConstructor(String.class).newInstance(
                            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.")};
        }

        void run(int n) throws Throwable {
            for (int i = 0; i < n; i++) {
                Object r = method.invoke(state, args);
                sink += r == null ? 1 : r.hashCode();
            }
        }

        private static boolean has(Annotation[] annotations, String simpleName) {
            for (Annotation a : annotations) {
                if (a.annotationType().getSimpleName().equals(simpleName)) return true;
            }
            return false;
        }
    }
}
