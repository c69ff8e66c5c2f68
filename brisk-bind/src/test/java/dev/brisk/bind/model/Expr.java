package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.Map;

/** An expression tree with the mapper's default discriminator: nests as deep as the input does. */
@BriskCodec
public sealed interface Expr permits Expr.Lit, Expr.Add, Expr.Note {
    @BriskCodec record Lit(int value) implements Expr { }
    @BriskCodec record Add(Expr left, Expr right) implements Expr { }
    /** Holds natural values, whose "type" members are data, not discriminators. */
    @BriskCodec record Note(String text, Map<String, Object> meta, Expr of) implements Expr { }
}
