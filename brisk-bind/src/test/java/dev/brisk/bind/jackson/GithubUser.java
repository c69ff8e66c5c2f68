package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** An API response with snake_case names on a bean with private fields, unknown members ignored. */
@BriskCodec
@JsonIgnoreProperties(ignoreUnknown = true)
public class GithubUser {
    private String login;
    private long id;
    @JsonProperty("avatar_url") private String avatarUrl;
    @JsonProperty("site_admin") private boolean siteAdmin;
    private String name;
    @JsonProperty("public_repos") private int publicRepos;

    public String getLogin() { return login; }
    public void setLogin(String login) { this.login = login; }
    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getAvatarUrl() { return avatarUrl; }
    public void setAvatarUrl(String avatarUrl) { this.avatarUrl = avatarUrl; }
    public boolean isSiteAdmin() { return siteAdmin; }
    public void setSiteAdmin(boolean siteAdmin) { this.siteAdmin = siteAdmin; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getPublicRepos() { return publicRepos; }
    public void setPublicRepos(int publicRepos) { this.publicRepos = publicRepos; }

    @Override public boolean equals(Object o) {
        return o instanceof GithubUser u && Objects.equals(login, u.login) && id == u.id && Objects.equals(avatarUrl, u.avatarUrl)
                && siteAdmin == u.siteAdmin && Objects.equals(name, u.name) && publicRepos == u.publicRepos;
    }
    @Override public int hashCode() { return Objects.hash(login, id); }
    @Override public String toString() { return "GithubUser[" + login + ", " + id + ", " + avatarUrl + ", " + siteAdmin + ", " + name + ", " + publicRepos + "]"; }
}
