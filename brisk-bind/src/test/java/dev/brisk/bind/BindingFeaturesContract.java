package dev.brisk.bind;

import dev.brisk.bind.features.BadPattern;
import dev.brisk.bind.features.Contact;
import dev.brisk.bind.features.Position;
import dev.brisk.bind.features.Postal;
import dev.brisk.bind.features.Draft;
import dev.brisk.bind.features.Labels;
import dev.brisk.bind.features.Level;
import dev.brisk.bind.features.Payment;
import dev.brisk.bind.features.Shipment;
import dev.brisk.bind.features.SignUp;
import dev.brisk.bind.features.Sku;
import dev.brisk.bind.features.Telemetry;
import dev.brisk.bind.features.Temperature;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Brisk's own binding features, with no Jackson annotation anywhere: naming strategies,
 * single-value types, catch-all members, static factory creators, inclusion per type and per
 * property, per-property formats. Run on both codec paths ({@link GeneratedBindingFeaturesTest},
 * {@link ReflectiveBindingFeaturesTest}), and again with Jackson off the class path.
 */
abstract class BindingFeaturesContract {

    abstract Brisk.Builder builder();

    final Brisk brisk = builder().build();

    static String json(String singleQuoted) { return singleQuoted.replace('\'', '"'); }

    private static JsonException fails(Runnable r) { return assertThrows(JsonException.class, r::run); }

    @Test
    void aTypesNamingStrategyNamesWhatNoAnnotationNames() {
        SignUp s = new SignUp("Ada", "Lovelace", 7, true);
        String text = json("{'first_name':'Ada','last_name':'Lovelace','ID':7,'accepted_terms':true}");
        assertEquals(text, brisk.writeString(s));
        assertEquals(s, brisk.read(text, SignUp.class));
        // the Java names are no longer the JSON names: skipped as unknown
        assertEquals(new SignUp(null, null, 0, false), brisk.read(json("{'firstName':'Ada','userId':7}"), SignUp.class));
    }

    @Test
    void theMappersNamingStrategyServesTypesWithoutTheirOwn() {
        Brisk kebab = builder().namingStrategy(NamingStrategy.KEBAB_CASE).build();
        Shipment s = new Shipment("JJD0099", 2, List.of(new Sku("A-1")), Level.HIGH);
        String text = json("{'tracking-number':'JJD0099','parcel-count':2,'contents':['A-1'],'level':'h'}");
        assertEquals(text, kebab.writeString(s));
        assertEquals(s, kebab.read(text, Shipment.class));
        assertEquals(json("{'first_name':'A','last_name':'B','ID':1,'accepted_terms':false}"),
                kebab.writeString(new SignUp("A", "B", 1, false)), "the type's own strategy wins");
        assertEquals(json("{'TrackingNumber':'x','ParcelCount':0,'Contents':[],'Level':'l'}"),
                builder().namingStrategy(NamingStrategy.UPPER_CAMEL_CASE).build().writeString(new Shipment("x", 0, List.of(), Level.LOW)));
    }

    @Test
    void unwrappedValuesAreWrittenAmongTheHoldersMembersWithTheirPrefixes() {
        Contact c = new Contact();
        c.name = "Ada";
        c.home = new Postal("Main 1", "Bern", new Position(46.95, 7.44));
        c.age = 36;
        String text = json("{'name':'Ada','home_street':'Main 1','home_town':'Bern','home_pos_lat_deg':46.95,'home_pos_lon_deg':7.44,'age':36}");
        assertEquals(text, brisk.writeString(c));
        assertEquals(c, brisk.read(text, Contact.class));
        assertEquals(c, brisk.read(json("{'home_pos_lon_deg':7.44,'age':36,'home_town':'Bern','name':'Ada','home_street':'Main 1','home_pos_lat_deg':46.95}"),
                Contact.class), "in any order among the holder's members");
        c.home = null;
        assertEquals(json("{'name':'Ada','age':36}"), brisk.writeString(c), "a null value writes nothing");
    }

    @Test
    void anUnwrappedValueWithNoneOfItsMembersIsBuiltEmpty() {
        Contact c = brisk.read(json("{'name':'Bob','pos_lat_deg':1.5,'home_pos_lat':2.5}"), Contact.class);
        assertEquals(new Postal(null, null, new Position(null, null)), c.home);
        Contact partial = brisk.read(json("{'home_pos_lat_deg':1.5}"), Contact.class);
        assertEquals(new Postal(null, null, new Position(1.5, null)), partial.home);
    }

    @Test
    void anErrorInAnUnwrappedMemberNamesItsPathInTheInput() {
        JsonException e = fails(() -> brisk.read(json("{'contacts':[{'name':'A','home_pos_lon_deg':true}]}"), new TypeToken<Map<String, List<Contact>>>() { }));
        assertEquals("$.contacts[0].home_pos_lon_deg", e.path());
        assertTrue(e.getMessage().contains("home_pos_lon_deg"), e.getMessage());
    }

    @Test
    void singleValueTypesAreWrittenAsTheirValue() {
        assertEquals("\"A-1\"", brisk.writeString(new Sku("A-1")));
        assertEquals(new Sku("B-2"), brisk.read("\"B-2\"", Sku.class));
        assertNull(brisk.read("null", Sku.class));
        assertEquals("\"h\"", brisk.writeString(Level.HIGH));
        assertEquals(Level.LOW, brisk.read("\"l\"", Level.class));
        JsonException e = fails(() -> brisk.read(json("{'trackingNumber':'t','parcelCount':1,'contents':['ok',' '],'level':'l'}"), Shipment.class));
        assertEquals("$.contents[1]", e.path());
        assertTrue(e.getMessage().contains("a SKU must not be blank"), e.getMessage());
        e = fails(() -> brisk.read("\"LOW\"", Level.class));
        assertTrue(e.getMessage().contains("expected one of the Level values l, h"), e.getMessage());
    }

    @Test
    void staticFactoriesCreate() {
        Temperature t = brisk.read(json("{'celsius':21.5}"), Temperature.class);
        assertEquals(Temperature.of(21.5, "unknown"), t);
        assertEquals(json("{'celsius':21.5,'sensor':'unknown'}"), brisk.writeString(t));
        JsonException e = fails(() -> brisk.read(json("{'sensor':'s','celsius':-300}"), Temperature.class));
        assertTrue(e.getMessage().contains("below absolute zero: -300.0"), e.getMessage());
    }

    @Test
    void catchAllMembersKeepWhatNoPropertyTakes() {
        Telemetry t = brisk.read(json("{'device':'d1','temp':21.5,'at':5,'tags':['a',null],'device2':{'x':true}}"), Telemetry.class);
        assertEquals("d1", t.device());
        assertEquals(5, t.at());
        assertEquals(List.of("temp", "tags", "device2"), List.copyOf(t.readings().keySet()));
        assertEquals(json("{'device':'d1','at':5,'temp':21.5,'tags':['a',null],'device2':{'x':true}}"), brisk.writeString(t));
        Telemetry none = brisk.read(json("{'device':'d','at':1}"), Telemetry.class);
        assertNull(none.readings());
        assertEquals(json("{'device':'d','at':1}"), brisk.writeString(none));
        Brisk strict = builder().failOnUnknownProperties(true).build();
        assertEquals(1, strict.read(json("{'device':'d','at':0,'x':1}"), Telemetry.class).readings().size(), "with a catch-all nothing is unknown");
    }

    @Test
    void aTypedCatchAllReadsItsValuesWithTheirCodec() {
        Labels l = brisk.read(json("{'a':1,'owner':'o','b':2}"), Labels.class);
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("a", 1);
        counts.put("b", 2);
        assertEquals(counts, l.counts);
        assertEquals(json("{'owner':'o','a':1,'b':2}"), brisk.writeString(l));
        assertEquals(Map.of(), brisk.read(json("{'owner':'o'}"), Labels.class).counts, "the constructor's map stays");
        JsonException e = fails(() -> brisk.read(json("{'owner':'o','a':'x'}"), Labels.class));
        assertEquals("$.a", e.path());
    }

    @Test
    void inclusionPerTypeAndPerProperty() {
        Draft empty = new Draft("", List.of(), Optional.empty(), 0, null, null);
        assertEquals(json("{'author':null}"), brisk.writeString(empty));
        assertEquals(json("{'author':null}"), builder().writeNulls(true).build().writeString(empty), "the type's choice wins over the mapper's");
        Draft full = new Draft("t", List.of("x"), Optional.of("s"), 2, "a", "");
        assertEquals(json("{'title':'t','tags':['x'],'summary':'s','revision':2,'author':'a','body':''}"), brisk.writeString(full));
        assertEquals(full, brisk.read(brisk.writeString(full), Draft.class));
    }

    @Test
    void perPropertyFormats() {
        Payment p = new Payment(9007199254740993L, new BigDecimal("12.50"), LocalDate.of(2024, 2, 29),
                Instant.parse("2024-02-29T13:45:30Z"), LocalDate.of(2024, 3, 1));
        String text = json("{'id':'9007199254740993','amount':'12.50','booked':'29/02/2024','settled':'20240229T134530Z','valueDate':'2024-03-01'}");
        assertEquals(text, brisk.writeString(p));
        assertEquals(p, brisk.read(text, Payment.class));
        assertEquals(p, brisk.read(text.replace("\"9007199254740993\"", "9007199254740993").replace("\"12.50\"", "12.50"), Payment.class),
                "plain numbers are read too");
        JsonException e = fails(() -> brisk.read(text.replace("\"9007199254740993\"", "\"9007x\""), Payment.class));
        assertEquals("$.id", e.path());
        assertTrue(e.getMessage().contains("expected a number in the string but found '9007x'"), e.getMessage());
        e = fails(() -> brisk.read(text.replace("\"12.50\"", "\"1e999999999\""), Payment.class));
        assertEquals("$.amount", e.path());
        e = fails(() -> brisk.read(text.replace("29/02/2024", "2024-02-29"), Payment.class));
        assertEquals("$.booked", e.path());
        assertTrue(e.getMessage().contains("expected a LocalDate in the form 'dd/MM/yyyy' but found '2024-02-29'"), e.getMessage());
    }

    @Test
    void aPatternThatDoesNotFitIsRefusedWhenTheCodecIsBuilt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> brisk.codec(BadPattern.class));
        assertTrue(e.getMessage().contains("'HH:mm' does not fit LocalDate"), e.getMessage());
    }
}
