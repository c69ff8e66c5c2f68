package dev.brisk.bind;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import dev.brisk.bind.jackson.Address;
import dev.brisk.bind.jackson.Credentials;
import dev.brisk.bind.jackson.Currency;
import dev.brisk.bind.jackson.Customer;
import dev.brisk.bind.jackson.Email;
import dev.brisk.bind.jackson.Event;
import dev.brisk.bind.jackson.EventBatch;
import dev.brisk.bind.jackson.GeoPoint;
import dev.brisk.bind.jackson.GithubUser;
import dev.brisk.bind.jackson.Invoice;
import dev.brisk.bind.jackson.Order;
import dev.brisk.bind.jackson.Priority;
import dev.brisk.bind.jackson.Product;
import dev.brisk.bind.jackson.Profile;
import dev.brisk.bind.jackson.Reading;
import dev.brisk.bind.jackson.Report;
import dev.brisk.bind.jackson.SearchPage;
import dev.brisk.bind.jackson.Settings;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
                        + "'chart':'{\\\"bars\\\":[1,2,3]}','internal':'x','debug':true,'pages':12}")),
                new Case(Order.class, json("{'id':'o1','billing_street':'Main 1','billing_city':'Bern','billing_geo_lat':46.95,'billing_geo_lon':7.44,"
                        + "'billing_zip_code':'3011','shipping_street':'Side 2','shipping_city':'Thun','shipping_geo_lat':46.75,"
                        + "'shipping_geo_lon':7.62,'shipping_zip_code':'3600','items':3}")),
                new Case(Order.class, json("{'items':1,'billing_zip_code':'3011','id':'o2','billing_geo_lon':7.5,'billing_city':'Bern'}")),
                new Case(SearchPage.class, json("{'hits':['a','b'],'page':2,'size':20,'total':41,'created_by':'ada','created_at':'2024-05-01T10:15:30Z'}")),
                new Case(SearchPage.class, json("{'total':0,'hits':[]}")),
                new Case(Reading.class, json("{'sensor':'s-1','min_celsius':-3.5,'max_celsius':12.25,'min_percent':40.25,'max_percent':80.5}")),
                new Case(Reading.class, json("{'max_percent':80.5,'sensor':'s-2'}")));
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
    void anUnwrappedValueIsBuiltEvenWhenNoneOfItsMembersAppearAsJacksonBuildsIt() throws Exception {
        Order expected = JACKSON.readValue(json("{'id':'o'}"), Order.class);
        assertEquals(new Address(null, null, null, new GeoPoint(null, null)), expected.shipping, "Jackson's behaviour");
        assertEquals(expected, brisk.read(json("{'id':'o'}"), Order.class));
    }

    @Test
    void aNullUnwrappedValueWritesNothing() throws Exception {
        Order order = new Order();
        order.id = "o";
        order.shipping = new Address("s", null, "z", null);
        String text = brisk.writeString(order);
        assertEquals(JACKSON.writeValueAsString(order), text);
        assertEquals(json("{'id':'o','shipping_street':'s','shipping_city':null,'shipping_zip_code':'z','items':0}"), text);
    }

    @Test
    void anErrorInsideAnUnwrappedValueNamesTheMemberOfTheInput() {
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(json("{'id':'o','billing_geo_lat':'north'}"), Order.class));
        assertEquals("$.billing_geo_lat", e.path());
        e = assertThrows(JsonException.class, () -> brisk.read(json("[{'id':'o'},{'shipping_geo_lon':[1.5]}]"), Order[].class));
        assertEquals("$[1].shipping_geo_lon", e.path());
        assertTrue(e.line() == 1 && e.offset() > 0, e.getMessage());
    }

    @Test
    void membersNoPropertyTakesAreStillUnknown() {
        // Jackson accepts any member once a type has an unwrapped property (the README lists it)
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(json("{'id':'o','billing_planet':'Mars'}"), Order.class));
        assertTrue(e.getMessage().contains("unknown property for Order"), e.getMessage());
        assertEquals("o", Brisk.create().read(json("{'id':'o','billing_planet':'Mars'}"), Order.class).id);
    }

    @Test
    void unwrappedCreatorParametersAreRefusedWhenTheCodecIsBuiltAsJacksonRefusesThem() {
        InvalidDefinitionException j = assertThrows(InvalidDefinitionException.class, () -> JACKSON.readValue("{}", UnwrappedComponent.class));
        assertTrue(j.getMessage().contains("combination not yet supported"), j.getMessage());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(UnwrappedComponent.class));
        assertTrue(e.getMessage().contains("@JsonUnwrapped on the record component 'address' is not supported"), e.getMessage());
        assertThrows(InvalidDefinitionException.class, () -> JACKSON.readValue("{}", UnwrappedParameter.class));
        e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(UnwrappedParameter.class));
        assertTrue(e.getMessage().contains("@JsonUnwrapped on the creator parameter 'address' is not supported"), e.getMessage());
    }

    @Test
    void onAMapOrAStringTheAnnotationChangesNothingAsInJackson() throws Exception {
        NotAnObject value = new NotAnObject();
        value.name = "n";
        value.extra.put("k", 1);
        String text = JACKSON.writeValueAsString(value);
        assertEquals(json("{'name':'n','extra':{'k':1}}"), text);
        assertEquals(text, brisk.writeString(value));
        assertEquals(value.extra, brisk.read(text, NotAnObject.class).extra);
    }

    @Test
    void aPolymorphicUnwrappedValueIsRefusedAsJacksonRefusesIt() {
        assertThrows(InvalidDefinitionException.class, () -> JACKSON.writeValueAsString(new UnwrappedEvent()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(UnwrappedEvent.class));
        assertTrue(e.getMessage().contains("@JsonUnwrapped property 'event' is of the polymorphic type"), e.getMessage());
    }

    @Test
    void aDisabledUnwrappedIsAnOrdinaryProperty() throws Exception {
        Disabled value = new Disabled();
        value.line = new Invoice.Line("A", 1, java.math.BigDecimal.ONE);
        String text = brisk.writeString(value);
        assertEquals(JACKSON.writeValueAsString(value), text);
        assertTrue(text.startsWith("{\"line\":{\"sku\":"), text);
        assertEquals(value.line, brisk.read(text, Disabled.class).line);
    }

    @Test
    void aRecordUnwrappedWithAPrefixIsReadWhereJacksonLosesItsMembers() throws Exception {
        String text = json("{'id':'p','by_created_by':'ada','by_created_at':'2024-05-01T10:15:30Z'}");
        PrefixedRecord value = brisk.read(text, PrefixedRecord.class);
        assertEquals(new dev.brisk.bind.jackson.Audit("ada", java.time.Instant.parse("2024-05-01T10:15:30Z")), value.audit);
        assertEquals(text, brisk.writeString(value));
        assertEquals(text, JACKSON.writeValueAsString(value), "Jackson writes it the same");
        assertEquals(new dev.brisk.bind.jackson.Audit(null, null), JACKSON.readValue(text, PrefixedRecord.class).audit,
                "Jackson 2.18 reads the members as missing (README: differences)");
    }

    public static final class PrefixedRecord {
        public String id;
        @com.fasterxml.jackson.annotation.JsonUnwrapped(prefix = "by_") public dev.brisk.bind.jackson.Audit audit;
    }

    /** These are not @BriskCodec types: the processor's refusals are in ProcessorTest. */
    public record UnwrappedComponent(String name, @com.fasterxml.jackson.annotation.JsonUnwrapped Invoice.Line address) { }

    public static final class UnwrappedParameter {
        @com.fasterxml.jackson.annotation.JsonUnwrapped public final Invoice.Line address;

        @com.fasterxml.jackson.annotation.JsonCreator
        public UnwrappedParameter(@com.fasterxml.jackson.annotation.JsonProperty("address") @com.fasterxml.jackson.annotation.JsonUnwrapped Invoice.Line address) {
            this.address = address;
        }
    }

    public static final class NotAnObject {
        public String name;
        @com.fasterxml.jackson.annotation.JsonUnwrapped public Map<String, Integer> extra = new LinkedHashMap<>();
    }

    public static final class UnwrappedEvent {
        @com.fasterxml.jackson.annotation.JsonUnwrapped public Event event = new Event.Click("b", 1, 2);
    }

    public static final class Disabled {
        @com.fasterxml.jackson.annotation.JsonUnwrapped(enabled = false) public Invoice.Line line;
    }

    @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.CLASS)
    interface ByClassName { }

    @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.MINIMAL_CLASS)
    abstract static class ByMinimalClassName { }
}
