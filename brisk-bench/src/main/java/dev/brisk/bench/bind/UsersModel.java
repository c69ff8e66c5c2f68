package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import dev.brisk.bind.BriskCodec;
import io.avaje.jsonb.Json;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The java-json-benchmark "users" model: a list of user profiles as a generated-data service
 * emits them (ids, guids, a balance as text, coordinates, tags, friends, free text). The data is
 * generated here from a fixed seed, so every run and every library sees the same bytes.
 */
public final class UsersModel {
    private UsersModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Users {
        public List<User> users;
    }

    @BriskCodec @CompiledJson @Json
    public static final class User {
        public String _id;
        public int index;
        public String guid;
        public boolean isActive;
        public String balance;
        public String picture;
        public int age;
        public String eyeColor;
        public String name;
        public String gender;
        public String company;
        public String email;
        public String phone;
        public String address;
        public String about;
        public String registered;
        public double latitude;
        public double longitude;
        public List<String> tags;
        public List<Friend> friends;
        public String greeting;
        public String favoriteFruit;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Friend {
        public String id;
        public String name;
    }

    private static final String[] FIRST = {"Ada", "Grace", "Linus", "Barbara", "Dennis", "Frances",
        "Ken", "Margaret", "Alan", "Edsger", "Radia", "Donald", "Sophie", "Niklaus", "Joan", "Tony"};
    private static final String[] LAST = {"Lovelace", "Hopper", "Torvalds", "Liskov", "Ritchie",
        "Allen", "Thompson", "Hamilton", "Turing", "Dijkstra", "Perlman", "Knuth", "Wilson", "Wirth"};
    private static final String[] COMPANY = {"ZENTRIX", "QUILK", "ORBALIX", "PLASMOS", "ISOTRONIC",
        "KNOWLYSIS", "ECRATIC", "GEEKOLA", "MEDIFAX", "TALKOLA"};
    private static final String[] STREET = {"Hemlock Street", "Bushwick Court", "Dooley Street",
        "Grattan Street", "Lake Avenue", "Seaview Place", "Kenmore Terrace", "Hopkins Street"};
    private static final String[] CITY = {"Sattley, Idaho", "Trona, Maine", "Caln, Utah",
        "Wilmington, Oregon", "Gerton, Iowa", "Bluffview, Texas"};
    private static final String[] WORDS = {"lorem", "ipsum", "dolor", "sit", "amet", "consectetur",
        "adipiscing", "elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et",
        "dolore", "magna", "aliqua", "enim", "minim", "veniam", "quis", "nostrud", "exercitation"};
    private static final String[] EYES = {"blue", "brown", "green"};
    private static final String[] FRUIT = {"apple", "banana", "strawberry"};

    /** {@code n} users from the given seed (about 1.3 KB of JSON each). */
    public static Users users(int n, long seed) {
        Random r = new Random(seed);
        Users u = new Users();
        u.users = new ArrayList<>(n);
        for (int i = 0; i < n; i++) u.users.add(user(i, r));
        return u;
    }

    static User user(int index, Random r) {
        User u = new User();
        u._id = hex(r, 24);
        u.index = index;
        u.guid = hex(r, 8) + "-" + hex(r, 4) + "-" + hex(r, 4) + "-" + hex(r, 4) + "-" + hex(r, 12);
        u.isActive = r.nextBoolean();
        u.balance = String.format(Locale.ROOT, "$%,.2f", 1000 + r.nextInt(300_000) / 100.0);
        u.picture = "http://placehold.it/32x32";
        u.age = 20 + r.nextInt(50);
        u.eyeColor = pick(r, EYES);
        String first = pick(r, FIRST);
        String last = pick(r, LAST);
        u.name = first + " " + last;
        u.gender = r.nextBoolean() ? "female" : "male";
        u.company = pick(r, COMPANY);
        u.email = first.toLowerCase(Locale.ROOT) + last.toLowerCase(Locale.ROOT) + "@"
                + u.company.toLowerCase(Locale.ROOT) + ".com";
        u.phone = String.format(Locale.ROOT, "+1 (%03d) %03d-%04d", 800 + r.nextInt(200), r.nextInt(1000), r.nextInt(10_000));
        u.address = (100 + r.nextInt(900)) + " " + pick(r, STREET) + ", " + pick(r, CITY) + ", " + (1000 + r.nextInt(9000));
        u.about = sentence(r, 30 + r.nextInt(20)) + "\r\n";
        u.registered = String.format(Locale.ROOT, "20%02d-%02d-%02dT%02d:%02d:%02d -01:00",
                10 + r.nextInt(15), 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24), r.nextInt(60), r.nextInt(60));
        // Six decimals, as generated-data services write coordinates.
        u.latitude = Math.round((r.nextDouble() * 180 - 90) * 1e6) / 1e6;
        u.longitude = Math.round((r.nextDouble() * 360 - 180) * 1e6) / 1e6;
        u.tags = new ArrayList<>();
        for (int t = 0; t < 7; t++) u.tags.add(pick(r, WORDS));
        u.friends = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            Friend fr = new Friend();
            fr.id = Integer.toString(f);
            fr.name = pick(r, FIRST) + " " + pick(r, LAST);
            u.friends.add(fr);
        }
        u.greeting = "Hello, " + first + " " + last + "! You have " + (1 + r.nextInt(10)) + " unread messages.";
        u.favoriteFruit = pick(r, FRUIT);
        return u;
    }

    private static String pick(Random r, String[] from) { return from[r.nextInt(from.length)]; }

    private static String hex(Random r, int digits) {
        StringBuilder b = new StringBuilder(digits);
        for (int i = 0; i < digits; i++) b.append(Character.forDigit(r.nextInt(16), 16));
        return b.toString();
    }

    private static String sentence(Random r, int words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            if (i > 0) b.append(' ');
            b.append(pick(r, WORDS));
        }
        return b.append('.').toString();
    }
}
