package dev.brisk.jaxrs;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The resources the tests call: records, a JavaBean, lists, maps, a generic record, raw text. */
@Path("shop")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class Shop {
    public record Line(String sku, int quantity, BigDecimal price) { }

    public record Order(String id, List<Line> lines) { }

    public record Receipt(String orderId, int items, BigDecimal total) { }

    public record Page<T>(List<T> items, int total) { }

    /** A class with a no-argument constructor and accessors, as older code has them. */
    public static class Customer {
        private String name;
        private List<String> tags = new ArrayList<>();

        public Customer() { }

        public Customer(String name, List<String> tags) {
            this.name = name;
            this.tags = tags;
        }

        public String getName() { return name; }
        public void setName(String name) { this.name = name; }
        public List<String> getTags() { return tags; }
        public void setTags(List<String> tags) { this.tags = tags; }
    }

    /** Points at itself: writing it never ends, which the mapper's write depth catches. */
    public static class Loop {
        public String name = "loop";
        public Loop next = this;
    }

    public record Measurement(String what, double value) { }

    static Receipt receiptOf(Order order) {
        int items = 0;
        BigDecimal total = BigDecimal.ZERO;
        for (Line line : order.lines()) {
            items += line.quantity();
            total = total.add(line.price().multiply(BigDecimal.valueOf(line.quantity())));
        }
        return new Receipt(order.id(), items, total);
    }

    @POST
    @Path("orders")
    public Receipt place(Order order) { return receiptOf(order); }

    @POST
    @Path("orders/batch")
    public List<Receipt> placeAll(List<Order> orders) {
        List<Receipt> receipts = new ArrayList<>();
        for (Order order : orders) receipts.add(receiptOf(order));
        return receipts;
    }

    @POST
    @Path("orders/page")
    public Page<Receipt> page(Page<Order> page) {
        List<Receipt> receipts = new ArrayList<>();
        for (Order order : page.items()) receipts.add(receiptOf(order));
        return new Page<>(receipts, page.total());
    }

    @POST
    @Path("stock")
    public Map<String, Integer> stock(List<Line> lines) {
        Map<String, Integer> bySku = new TreeMap<>();
        for (Line line : lines) bySku.merge(line.sku(), line.quantity(), Integer::sum);
        return bySku;
    }

    @POST
    @Path("notes")
    public Map<String, Object> notes(Map<String, Object> notes) { return notes; }

    @GET
    @Path("customers/{name}")
    public Customer customer(@PathParam("name") String name) { return new Customer(name, List.of("new", "eu")); }

    @POST
    @Path("customers")
    public Customer echo(Customer customer) { return customer; }

    @POST
    @Path("echo-order")
    public Order echoOrder(Order order) { return order; }

    /** A String parameter is the body's text, whatever its type: the runtime's provider, not Brisk. */
    @POST
    @Path("raw")
    @Produces(MediaType.TEXT_PLAIN)
    public String raw(String body) { return "length " + body.length() + ": " + body; }

    /** Malformed JSON labelled as JSON, for the client's side of the errors. */
    @GET
    @Path("broken")
    public String broken() { return "{\"id\":\"o-1\",\"lines\":[}"; }

    @GET
    @Path("loop")
    public Loop loop() { return new Loop(); }

    @GET
    @Path("measurements")
    public List<Measurement> measurements(@QueryParam("count") int count, @QueryParam("nanAt") int nanAt) {
        List<Measurement> all = new ArrayList<>(count);
        for (int i = 0; i < count; i++) all.add(new Measurement("m" + i, i == nanAt ? Double.NaN : i * 0.5));
        return all;
    }
}
