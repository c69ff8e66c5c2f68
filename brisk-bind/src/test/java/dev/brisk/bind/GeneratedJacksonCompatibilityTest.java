package dev.brisk.bind;

import dev.brisk.bind.jackson.Customer;
import dev.brisk.bind.jackson.Email;
import dev.brisk.bind.jackson.Event;
import dev.brisk.bind.jackson.Invoice;
import dev.brisk.bind.jackson.Order;
import dev.brisk.bind.jackson.SearchPage;
import dev.brisk.bind.jackson.Settings;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Jackson compatibility contract on the codecs brisk-bind-processor generated for the Jackson models. */
class GeneratedJacksonCompatibilityTest extends JacksonCompatibilityContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }

    @Test
    void theModelsAreServedByGeneratedCodecs() {
        for (Class<?> c : new Class<?>[] {Customer.class, Email.class, Event.class, Invoice.class, Settings.class, Order.class, SearchPage.class}) {
            String codec = brisk.codec(c).getClass().getName();
            assertTrue(codec.endsWith("_BriskCodec"), codec);
        }
    }
}
