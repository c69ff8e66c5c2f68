package dev.brisk.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class LauncherTest {

    @Test
    void theCorpusParameterIsEveryDocumentOfTheFolderUnlessTheCommandLineSetsIt() {
        List<String> docs = List.of("apache_builds", "canada", "random");
        assertArrayEquals(new String[] {"CorpusSkip", "-f", "1", "-p", "corpus=apache_builds,canada,random"},
                Launcher.jmhArguments(new String[] {"CorpusSkip", "-f", "1"}, docs));
        assertArrayEquals(new String[] {"-p", "corpus=random"},
                Launcher.jmhArguments(new String[] {"-p", "corpus=random"}, docs));
        assertArrayEquals(new String[] {"-l"}, Launcher.jmhArguments(new String[] {"-l"}, docs));
        assertArrayEquals(new String[] {"-p", "corpus=" + String.join(",", docs)},
                Launcher.jmhArguments(new String[0], docs));
    }
}
