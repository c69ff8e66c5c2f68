package dev.brisk.spring.webflux;

import dev.brisk.spring.app.Handshake;
import dev.brisk.spring.app.Order;
import dev.brisk.spring.app.Orders;
import dev.brisk.spring.app.Receipt;
import dev.brisk.spring.app.Summary;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** A WebFlux application with nothing JSON-specific in it but the starter on the class path. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(FluxApp.OrderController.class)
public class FluxApp {

    @RestController
    static class OrderController {

        @PostMapping(path = "/orders", consumes = "application/json")
        Mono<Receipt> place(@RequestBody Mono<Order> order) {
            return order.map(o -> new Receipt(o.id(), o.total(), null));
        }

        @PostMapping(path = "/orders", consumes = "application/x-ndjson")
        Mono<Summary> placeMany(@RequestBody Flux<Order> orders,
                                @RequestParam(name = "handshake", defaultValue = "false") boolean handshake) {
            return orders.index()
                    .doOnNext(t -> { if (t.getT1() == 0 && handshake) Handshake.serverHasFirstValue.complete(null); })
                    .reduce(new Summary(0, 0), (s, t) -> new Summary(s.count() + 1, s.total() + t.getT2().total()));
        }

        @GetMapping(path = "/orders", produces = "application/x-ndjson")
        Flux<Order> list(@RequestParam("count") int count,
                         @RequestParam(name = "handshake", defaultValue = "false") boolean handshake) {
            Flux<Order> rest = Flux.range(2, count - 1).map(Orders::order);
            if (handshake) rest = Mono.fromFuture(Handshake.clientHasFirstLine).thenMany(rest);
            return Flux.concat(Mono.just(Orders.order(1)), rest);
        }

        @GetMapping(path = "/orders/all", produces = "application/json")
        Flux<Order> all(@RequestParam("count") int count) {
            return Flux.range(1, count).map(Orders::order);
        }
    }
}
