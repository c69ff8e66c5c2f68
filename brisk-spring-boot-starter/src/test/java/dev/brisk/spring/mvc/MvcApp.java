package dev.brisk.spring.mvc;

import dev.brisk.spring.app.Handshake;
import dev.brisk.spring.app.Order;
import dev.brisk.spring.app.Orders;
import dev.brisk.spring.app.Receipt;
import dev.brisk.spring.app.Summary;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A Spring MVC application with nothing JSON-specific in it but the starter on the class path. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(MvcApp.OrderController.class)
public class MvcApp {

    @RestController
    static class OrderController {

        @PostMapping(path = "/orders", consumes = "application/json")
        Receipt place(@RequestBody Order order) {
            return new Receipt(order.id(), order.total(), null);
        }

        @PostMapping(path = "/orders", consumes = "application/x-ndjson")
        Summary placeMany(@RequestBody Stream<Order> orders, @RequestParam(name = "handshake", defaultValue = "false") boolean handshake) {
            long count = 0;
            long total = 0;
            Iterator<Order> it = orders.iterator();
            while (it.hasNext()) {
                Order order = it.next();
                if (count == 0 && handshake) Handshake.serverHasFirstValue.complete(null);
                count++;
                total += order.total();
            }
            return new Summary(count, total);
        }

        @GetMapping(path = "/orders", produces = "application/x-ndjson")
        Stream<Order> list(@RequestParam("count") int count, @RequestParam(name = "handshake", defaultValue = "false") boolean handshake) {
            return Stream.iterate(1, i -> i <= count, i -> i + 1).map(i -> {
                if (i == 2 && handshake) awaitClientFirstLine();
                return Orders.order(i);
            });
        }

        @GetMapping(path = "/conflict")
        ResponseEntity<ProblemDetail> conflict() {
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, "sku-1 is taken");
            problem.setProperty("sku", "sku-1");
            return ResponseEntity.status(HttpStatus.CONFLICT).body(problem);
        }

        private static void awaitClientFirstLine() {
            try {
                Handshake.clientHasFirstLine.get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException("the client never saw the first line", e);
            }
        }
    }
}
