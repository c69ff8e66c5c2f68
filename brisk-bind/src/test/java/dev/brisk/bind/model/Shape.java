package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonDiscriminator;
import dev.brisk.bind.JsonSubtype;

@BriskCodec
@JsonDiscriminator("kind")
public sealed interface Shape permits Shape.Circle, Shape.Square, Shape.Rect {
    @BriskCodec record Circle(double radius) implements Shape { }
    @BriskCodec record Square(double side) implements Shape { }
    @BriskCodec @JsonSubtype("rect") record Rect(double width, double height) implements Shape { }
}
