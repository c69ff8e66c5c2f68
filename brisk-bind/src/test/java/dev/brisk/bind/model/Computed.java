package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonRequired;

import java.util.List;

/**
 * A class that mixes every way a property is reached: a final field set by the creator, a public
 * field, a private field behind a getter and setter, and getter-only (computed) properties whose
 * getters are declared out of alphabetical order, and one inherited from an interface default method.
 */
@BriskCodec
public class Computed implements Described {
    private final String id;
    public int weight;
    private List<String> labels;

    @JsonCreator
    public Computed(@JsonName("id") @JsonRequired String id) {
        this.id = id;
    }

    public String getId() { return id; }

    public List<String> getLabels() { return labels; }

    public void setLabels(List<String> labels) { this.labels = labels; }

    public int getZeta() { return weight * 2; }

    public String getAlpha() { return "a-" + id; }

    public boolean isMiddle() { return weight > 0; }

    public String getBeta() { return labels == null ? null : String.join("+", labels); }
}
