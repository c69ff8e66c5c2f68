package dev.brisk.flink;

import dev.brisk.bind.Brisk;
import java.io.Serializable;

/**
 * Makes the {@link Brisk} mapper a DataStream schema uses, on each task manager (a mapper is not
 * serializable; this recipe is). Register codecs or set options here, e.g.
 * {@code () -> Brisk.builder().failOnUnknownProperties(true).build()}.
 */
@FunctionalInterface
public interface BriskSupplier extends Serializable {
    /** A mapper; called once per schema instance when it is opened. */
    Brisk get();
}
