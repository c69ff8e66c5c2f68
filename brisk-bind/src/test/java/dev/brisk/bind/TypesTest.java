package dev.brisk.bind;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TypesTest {
    static class Base<T> { T value; List<T> values; }
    static class Sub extends Base<String> { }
    static class Pair<A, B> extends Base<B> { Map<A, B> map; }

    @Test
    void madeTypesEqualTheJdksOwn() throws Exception {
        Type jdk = Holder.class.getDeclaredField("field").getGenericType();
        Type made = Types.parameterized(Map.class, String.class, Types.parameterized(List.class, Integer.class));
        assertEquals(jdk, made);
        assertEquals(made, jdk);
        assertEquals(jdk.hashCode(), made.hashCode());
        assertEquals(new TypeToken<Map<String, List<Integer>>>() { }.type(), made);
    }

    static class Holder { Map<String, List<Integer>> field; }

    @Test
    void typeVariablesResolveThroughSuperclasses() throws Exception {
        Type value = Base.class.getDeclaredField("value").getGenericType();
        Type values = Base.class.getDeclaredField("values").getGenericType();
        assertEquals(String.class, Types.resolve(Sub.class, value));
        assertEquals(Types.parameterized(List.class, String.class), Types.resolve(Sub.class, values));
        Type pair = Types.parameterized(Pair.class, Integer.class, Long.class);
        assertEquals(Long.class, Types.resolve(pair, value));
        assertEquals(Types.parameterized(Map.class, Integer.class, Long.class),
                Types.resolve(pair, Pair.class.getDeclaredField("map").getGenericType()));
    }

    @Test
    void wildcardsAndUnresolvedVariablesBecomeTheirBounds() {
        assertEquals(Types.parameterized(List.class, Number.class), new TypeToken<List<? extends Number>>() { }.type());
        assertEquals(Types.parameterized(List.class, Object.class), new TypeToken<List<? super Integer>>() { }.type());
        assertEquals(Object.class, Types.canonical(Base.class.getTypeParameters()[0]));
    }

    @Test
    void arraysOfClassesAreClasses() {
        assertEquals(String[].class, Types.arrayOf(String.class));
        assertEquals(List.class, Types.raw(Types.parameterized(List.class, String.class)));
        assertEquals(List[].class, Types.raw(Types.arrayOf(Types.parameterized(List.class, String.class))));
    }

    @Test
    void aWrongNumberOfTypeArgumentsIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Types.parameterized(Map.class, String.class));
    }
}
