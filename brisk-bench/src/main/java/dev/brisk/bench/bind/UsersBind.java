package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** 100 java-json-benchmark users (~130 KB): a larger response of many small objects. */
public class UsersBind extends BindBenchmark {
    @Override Type type() { return UsersModel.Users.class; }

    @Override byte[] input() {
        return Binders.BRISK.writeBytes(UsersModel.users(100, 42), UsersModel.Users.class);
    }
}
