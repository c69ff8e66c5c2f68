package dev.brisk.spring.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.springframework.util.ClassUtils;

/**
 * Whether Jackson is on the test class path. The build runs every test twice, with Jackson and
 * without it (see the pom); each run says which it is in {@code brisk.test.jackson}, and the
 * tests check that the class path agrees, so a broken exclusion cannot pass as the second case.
 */
public final class JacksonPresence {
    private JacksonPresence() {}

    public static boolean present() {
        boolean present = ClassUtils.isPresent("tools.jackson.databind.json.JsonMapper", null);
        String expected = System.getProperty("brisk.test.jackson", "present");
        assertThat(present ? "present" : "absent").as("Jackson on the class path").isEqualTo(expected);
        return present;
    }
}
