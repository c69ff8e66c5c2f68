package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** One java-json-benchmark user (~1.3 KB): the size of a typical request body. */
public class UserBind extends BindBenchmark {
    @Override Type type() { return UsersModel.User.class; }

    @Override byte[] input() {
        return Binders.BRISK.writeBytes(UsersModel.users(1, 42).users.get(0), UsersModel.User.class);
    }
}
