package dev.brisk.bench;

import dev.brisk.bench.corpus.Corpus;
import dev.brisk.bench.quick.QuickBenchMain;
import java.util.ArrayList;
import java.util.List;

/**
 * The main class of {@code benchmarks.jar}. {@code bench [OPTIONS]} runs the quick side-by-side
 * benchmark ({@link QuickBenchMain}); anything else goes to JMH, with the corpus benchmarks'
 * {@code corpus} parameter set at run time to every document of the corpora folder
 * ({@code -p corpus=apache_builds,canada,...}, from {@link Corpus#available()}), unless the
 * command line sets it itself. The {@code @Param} lists in the code are only the generated
 * shapes that run anywhere; the folder decides what is measured.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("bench")) {
            QuickBenchMain.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        org.openjdk.jmh.Main.main(jmhArguments(args, Corpus.available()));
    }

    /** {@code args} with {@code -p corpus=DOCS} added unless they set the corpus already. */
    static String[] jmhArguments(String[] args, List<String> documents) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if ((a.equals("-p") && i + 1 < args.length && args[i + 1].startsWith("corpus="))
                    || a.startsWith("-pcorpus=")) {
                return args;
            }
            if (a.equals("-h") || a.equals("-l") || a.equals("-lp") || a.equals("-lprof")
                    || a.equals("-lrf")) {
                return args; // listing and help take no parameters
            }
        }
        List<String> out = new ArrayList<>(List.of(args));
        out.add("-p");
        out.add("corpus=" + String.join(",", documents));
        return out.toArray(new String[0]);
    }
}
