package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** A postal address, unwrapped into {@link Order} twice; its point unwrapped into it in turn. */
@BriskCodec
public class Address {
    public String street;
    public String city;
    @JsonProperty("zip_code") public String zip;
    @JsonUnwrapped(prefix = "geo_") public GeoPoint geo;

    public Address() { }

    public Address(String street, String city, String zip, GeoPoint geo) {
        this.street = street;
        this.city = city;
        this.zip = zip;
        this.geo = geo;
    }

    @Override public boolean equals(Object o) {
        return o instanceof Address a && Objects.equals(street, a.street) && Objects.equals(city, a.city)
                && Objects.equals(zip, a.zip) && Objects.equals(geo, a.geo);
    }
    @Override public int hashCode() { return Objects.hash(street, city, zip, geo); }
    @Override public String toString() { return "Address[" + street + ", " + city + ", " + zip + ", " + geo + "]"; }
}
