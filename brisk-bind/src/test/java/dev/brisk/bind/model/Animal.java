package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.List;

/** Sealed with the mapper's default discriminator; a subtype that holds other animals. */
@BriskCodec
public sealed interface Animal permits Animal.Dog, Animal.Cat, Animal.Pack {
    @BriskCodec record Dog(String name, boolean goodBoy) implements Animal { }
    @BriskCodec record Cat(String name, int lives) implements Animal { }
    @BriskCodec record Pack(List<Animal> members) implements Animal { }
}
