package dev.brisk.bind;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each naming strategy gives the names Jackson's strategy of the same name gives. */
class NamingStrategyTest {

    @Test
    void examples() {
        assertEquals("first_name", NamingStrategy.SNAKE_CASE.translate("firstName"));
        assertEquals("user_id", NamingStrategy.SNAKE_CASE.translate("userID"));
        assertEquals("my-url-value", NamingStrategy.KEBAB_CASE.translate("myURLValue"));
        assertEquals("FirstName", NamingStrategy.UPPER_CAMEL_CASE.translate("firstName"));
        assertEquals("firstname", NamingStrategy.LOWER_CASE.translate("firstName"));
        assertEquals("firstName", NamingStrategy.LOWER_CAMEL_CASE.translate("firstName"));
    }

    @Provide
    Arbitrary<String> javaNames() {
        return Arbitraries.strings().withChars("aAbBzZ_$09").ofMinLength(1).ofMaxLength(12)
                .filter(s -> Character.isJavaIdentifierStart(s.charAt(0)));
    }

    @Property(tries = 2000)
    void sameAsJackson(@ForAll("javaNames") String name) {
        assertEquals(PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.nameForField(null, null, name),
                NamingStrategy.SNAKE_CASE.translate(name), "snake");
        assertEquals(PropertyNamingStrategies.KebabCaseStrategy.INSTANCE.nameForField(null, null, name),
                NamingStrategy.KEBAB_CASE.translate(name), "kebab");
        assertEquals(PropertyNamingStrategies.UpperCamelCaseStrategy.INSTANCE.nameForField(null, null, name),
                NamingStrategy.UPPER_CAMEL_CASE.translate(name), "upper camel");
        assertEquals(PropertyNamingStrategies.LowerCaseStrategy.INSTANCE.nameForField(null, null, name),
                NamingStrategy.LOWER_CASE.translate(name), "lower");
        assertEquals(PropertyNamingStrategies.LowerCamelCaseStrategy.INSTANCE.nameForField(null, null, name),
                NamingStrategy.LOWER_CAMEL_CASE.translate(name), "lower camel");
    }
}
