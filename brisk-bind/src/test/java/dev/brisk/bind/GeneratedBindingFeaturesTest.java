package dev.brisk.bind;

import dev.brisk.bind.features.Contact;
import dev.brisk.bind.features.Labels;
import dev.brisk.bind.features.Postal;
import dev.brisk.bind.features.Level;
import dev.brisk.bind.features.Sku;
import dev.brisk.bind.features.Telemetry;
import dev.brisk.bind.features.Temperature;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Brisk's binding features on generated codecs. */
class GeneratedBindingFeaturesTest extends BindingFeaturesContract {
    @Override Brisk.Builder builder() { return Brisk.builder(); }

    @Test
    void theModelsAreServedByGeneratedCodecs() {
        for (Class<?> c : new Class<?>[] {Labels.class, Level.class, Sku.class, Telemetry.class, Temperature.class, Contact.class, Postal.class}) {
            String codec = brisk.codec(c).getClass().getName();
            assertTrue(codec.endsWith("_BriskCodec"), codec);
        }
    }
}
