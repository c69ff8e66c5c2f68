package dev.brisk.bind;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.brisk.bind.jackson.Credentials;
import dev.brisk.bind.jackson.Currency;
import dev.brisk.bind.jackson.Customer;
import dev.brisk.bind.jackson.Email;
import dev.brisk.bind.jackson.Event;
import dev.brisk.bind.jackson.EventBatch;
import dev.brisk.bind.jackson.GithubUser;
import dev.brisk.bind.jackson.Invoice;
import dev.brisk.bind.jackson.Priority;
import dev.brisk.bind.jackson.Product;
import dev.brisk.bind.jackson.Profile;
import dev.brisk.bind.jackson.Report;
import dev.brisk.bind.jackson.Settings;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Models written for Jackson (the {@code dev.brisk.bind.jackson} package: Jackson's annotations
 * only) are read by Brisk and by Jackson 2.x into equal values, and both write the same text.
 * Brisk is configured with Jackson's defaults where Brisk's own differ on purpose (nulls
 * written, unknown members failing; see the README), and Jackson with its Java time module and
 * ISO dates. Run on both codec paths ({@link GeneratedJacksonCompatibilityTest},
 * {@link ReflectiveJacksonCompatibilityTest}).
 */
abstract class JacksonCompatibilityContract {

    abstract Brisk.Builder builder();

    final Brisk brisk = builder().writeNulls(true).failOnUnknownProperties(true).build();

    static final ObjectMapper JACKSON = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE)
            .build();

    record Case(Class<?> type, String json) {
        @Override public String toString() { return type.getSimpleName() + " " + json; }
    }

    static String json(String singleQuoted) { return singleQuoted.replace('\'', '"'); }

    static Stream<Case> cases() {
        return Stream.of(
                new Case(GithubUser.class, json("{'login':'octocat','id':583231,'avatar_url':'https://x/u/583231','site_admin':false,"
                        + "'name':'The Octocat','public_repos':8,'gravatar_id':'','followers':20}")),
                new Case(Invoice.class, json("{'invoice_id':'INV-7','total':'1234.50','tax_cents':'19700','due_date':'31.01.2025',"
                        + "'currency':'eur','lines':[{'sku':'A-1','quantity':2,'price':'600.00'},{'sku':'B','quantity':1,'price':'34.5'}]}")),
                new Case(Invoice.class, json("{'invoice_id':'INV-8','total':99.99,'tax_cents':12,'due_date':'01.02.2025',"
                        + "'currency':'chf','lines':[]}")),
                new Case(Customer.class, json("{'id':'c1','full_name':'Ada Lovelace','email':'Ada@Example.org','priorities':['p1','p3']}")),
                new Case(Customer.class, json("{'id':'c2','name':'Grace Hopper','email':'grace@navy.mil','priorities':[]}")),
                new Case(EventBatch.class, json("{'source':'web','events':[{'kind':'click','element':'buy','x':3,'y':4},"
                        + "{'url':'/home','kind':'page_view','at':'2024-05-01T10:15:30Z'},{'kind':'view','url':'/a','at':'2024-05-01T10:15:31.250Z'},"
                        + "{'kind':'buy','sku':'A-1','cents':1999}]}")),
                new Case(Credentials.class, json("{'id':7,'user':'ada','password':'s3cret','session':'x'}")),
                new Case(Settings.class, json("{'locale':'en','features':[],'labels':{},'retries':0,'theme':null,'nickname':null,'beta':false}")),
                new Case(Settings.class, json("{'locale':'','features':['a'],'labels':{'k':'v'},'retries':3,'theme':'dark','nickname':'n','beta':true}")),
                new Case(Profile.class, json("{'user_id':42,'theme':'dark','nickname':'ada','langs':['en','fr'],'score':1.5,'meta':{'a':null}}")),
                new Case(Profile.class, json("{'nickname':'bob','user_id':7}")),
                new Case(Product.class, json("{'sku':'X-1','color':'red','price':'19.90','size':'XL'}")),
                new Case(Report.class, json("{'title':'Q1','generated':'2024-04-01 09:30','published':'2024-04-01T09:30:15+02:00',"
                        + "'chart':'{\\\"bars\\\":[1,2,3]}','internal':'x','debug':true,'pages':12}")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readsTheSameValueAndWritesTheSameText(Case c) throws Exception {
        Object expected = JACKSON.readValue(c.json(), c.type());
        Object actual = brisk.read(c.json(), c.type());
        assertEquals(expected, actual);
        assertEquals(JACKSON.writeValueAsString(expected), brisk.writeString(actual, c.type()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void writtenTextReadsBackToTheSameValueInBoth(Case c) throws Exception {
        Object value = brisk.read(c.json(), c.type());
        String text = brisk.writeString(value, c.type());
        if (c.type() == Report.class) return; // a raw member is written as JSON but read as a string, in both
        assertEquals(JACKSON.readValue(text, c.type()), brisk.read(text, c.type()));
    }

    @Test
    void enumsAndSingleValuesStandAlone() throws Exception {
        for (Object v : List.of(Currency.DOLLAR, Priority.URGENT, Email.of("x@y.z"))) {
            assertEquals(JACKSON.writeValueAsString(v), brisk.writeString(v));
            assertEquals(v, brisk.read(JACKSON.writeValueAsString(v), v.getClass()));
        }
        assertEquals(Currency.OTHER, brisk.read("\"yen\"", Currency.class));
    }

    @Test
    void aCreatorsExceptionIsReportedAtTheValue() {
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(json("{'id':'c','email':'nope','priorities':[]}"), Customer.class));
        assertEquals("$.email", e.path());
        assertTrue(e.getMessage().contains("not an e-mail address"), e.getMessage());
    }

    @Test
    void unknownSubtypeNamesAreErrorsNotClassLookups() {
        JsonException e = assertThrows(JsonException.class,
                () -> brisk.read(json("{'source':'s','events':[{'kind':'java.lang.Runtime'}]}"), EventBatch.class));
        assertTrue(e.getMessage().contains("unknown Event subtype; expected one of click, view, page_view, buy"), e.getMessage());
    }

    @Test
    void ignoreUnknownWinsOverTheMappersChoice() {
        assertEquals("octocat", brisk.read(json("{'login':'octocat','extra':{'a':[1]}}"), GithubUser.class).getLogin());
        assertThrows(JsonException.class, () -> brisk.read(json("{'user':'u','extra':1}"), Credentials.class));
    }

    @Test
    void jacksonsClassNameTypeIdsAreRefusedWhenTheCodecIsBuilt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(ByClassName.class));
        assertTrue(e.getMessage().contains("use = CLASS") && e.getMessage().contains("never loads a class"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(ByMinimalClassName.class));
        assertTrue(e.getMessage().contains("use = MINIMAL_CLASS"), e.getMessage());
    }

    @Test
    void unwrappedPropertiesAreRefusedRatherThanBoundAsNestedObjects() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(Unwrapping.class));
        assertTrue(e.getMessage().contains("@JsonUnwrapped on property 'address' is not supported"), e.getMessage());
    }

    /** Not a @BriskCodec type: the processor refuses @JsonUnwrapped at compile time (ProcessorTest). */
    static final class Unwrapping {
        public String name;
        @com.fasterxml.jackson.annotation.JsonUnwrapped public Invoice.Line address;
    }

    @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.CLASS)
    interface ByClassName { }

    @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.MINIMAL_CLASS)
    abstract static class ByMinimalClassName { }
}
