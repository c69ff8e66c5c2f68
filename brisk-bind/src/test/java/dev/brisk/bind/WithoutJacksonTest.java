package dev.brisk.bind;

import dev.brisk.bind.features.Sku;
import dev.brisk.bind.jackson.Currency;
import dev.brisk.bind.model.Person;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Run only by the {@code without-jackson} test execution (see the pom), whose class path has no
 * Jackson at all (with it, the {@code *BindingFeaturesTest} and {@code *CodecsTest} suites run
 * again): brisk-bind needs nothing of Jackson's, and a model with Jackson's annotations still
 * binds, reflectively by Brisk's rules alone (the annotations cannot be seen), through its
 * generated codec as compiled.
 */
class WithoutJacksonTest {

    @Test
    void jacksonIsNotOnTheClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.annotation.JsonProperty"));
    }

    @Test
    void bindingNeedsNoJackson() {
        Brisk reflective = Brisk.builder().useGeneratedCodecs(false).build();
        Person p = new Person("ada", 36);
        assertEquals(p.getName(), reflective.read(reflective.writeBytes(p), Person.class).getName());
        assertEquals("\"A-1\"", reflective.writeString(new Sku("A-1")));
    }

    @Test
    void jacksonAnnotatedModelsStillBind() {
        assertEquals("\"EURO\"", Brisk.builder().useGeneratedCodecs(false).build().writeString(Currency.EURO));
        assertEquals("\"eur\"", Brisk.create().writeString(Currency.EURO));
        assertEquals(Currency.OTHER, Brisk.create().read("\"yen\"", Currency.class));
    }
}
