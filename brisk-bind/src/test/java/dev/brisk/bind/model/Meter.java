package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonRequired;

/**
 * A class with a no-argument constructor and fields of every primitive kind, their boxes and a
 * required one: what the reflective codecs store field by field as the members are read.
 */
@BriskCodec
public class Meter {
    public int i = 1;
    public long l = 2;
    public double d = 3.5;
    public boolean z = true;
    public byte b = 4;
    public short s = 5;
    public char c = 'c';
    public float f = 6.5f;
    public Integer iBox = 7;
    public Long lBox;
    public Double dBox;
    public Boolean zBox;
    public String text = "initial";
    @JsonRequired public String id;
}
