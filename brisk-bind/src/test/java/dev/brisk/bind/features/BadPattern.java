package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonPattern;

import java.time.LocalDate;

/** A time-of-day pattern on a date: refused when the codec is built. */
@BriskCodec
public record BadPattern(@JsonPattern("HH:mm") LocalDate day) { }
