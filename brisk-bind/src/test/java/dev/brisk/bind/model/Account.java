package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

/** Primitive fields behind boxed accessors (a common bean shape): the getter's type is not the field's. */
@BriskCodec
public class Account {
    private long id;
    private int count;
    private double balance;
    private boolean active;

    public Account() { }

    public Account(long id, int count, double balance, boolean active) {
        this.id = id;
        this.count = count;
        this.balance = balance;
        this.active = active;
    }

    public Long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public Integer getCount() { return count; }
    public void setCount(int count) { this.count = count; }
    public Double getBalance() { return balance; }
    public void setBalance(double balance) { this.balance = balance; }
    public Boolean getActive() { return active; }
    public void setActive(boolean active) { this.active = active; }
}
