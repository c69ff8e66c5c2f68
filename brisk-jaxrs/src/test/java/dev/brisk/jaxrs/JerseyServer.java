package dev.brisk.jaxrs;

import com.sun.net.httpserver.HttpServer;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.WebTarget;
import org.glassfish.jersey.jdkhttp.JdkHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

import java.net.URI;

/** A real Jersey application on the JDK's HTTP server at 127.0.0.1 on a free port, and a real client for it. */
final class JerseyServer implements AutoCloseable {
    private final HttpServer server;
    private final Client client;
    private final URI base;

    private JerseyServer(ResourceConfig app, Client client) {
        this.server = JdkHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), app);
        this.base = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
        this.client = client;
    }

    /** The application, answered to by a client that finds Brisk the way an application's would. */
    static JerseyServer start(ResourceConfig app) { return new JerseyServer(app, ClientBuilder.newClient()); }

    static JerseyServer start(ResourceConfig app, Client client) { return new JerseyServer(app, client); }

    WebTarget target(String path) { return client.target(base).path(path); }

    Client client() { return client; }

    URI base() { return base; }

    @Override
    public void close() {
        client.close();
        server.stop(0);
    }
}
