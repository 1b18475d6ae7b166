# The school site's rules in Varnish: what is kept, for how long, in which encoding, and what stands in
# when nothing can answer. Included by default.vcl (one site) and sharded.vcl (replicas sharded by
# Host); both name the backends, this file never does.

import std;

sub vcl_recv {
    # Form posts and anything else that changes something are the visitor's own.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Whatever the method, an answer of the forms' JSON API belongs to one visitor; health and
    # metrics must describe the site now, not a minute ago.
    if (req.url ~ "^/bff/(career|tc)([/?]|$)" || req.url ~ "^/(healthz|readyz|metrics)([/?]|$)") {
        return (pass);
    }

    # The site reads no cookies; one set on the domain by something else (analytics, a login on
    # another path) would otherwise make the built-in rules pass every page.
    unset req.http.Cookie;

    # The site compresses with br or gzip by Accept-Encoding and sends Vary: accept-encoding. With
    # its gzip support on (the default), Varnish ignores that Vary and rewrites Accept-Encoding to
    # "gzip" or nothing after vcl_recv, so a br copy would be handed to gzip-only clients. The
    # chosen encoding therefore goes into the hash (three cache entries at most) and is what the
    # site is asked for (vcl_backend_fetch). A q=0 refuses an encoding, as the site reads it.
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Site-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Site-Encoding = "gzip";
    } else {
        set req.http.X-Site-Encoding = "identity";
    }

    # Resized images vary on Accept (AVIF, WebP or JPEG). Every browser words Accept differently;
    # reduced to the format the site would pick (server/modules/media/images.ts, pickFormat), they share a copy.
    if (req.url ~ "^/(bff/media|content/images)/" && req.url ~ "[?&]w=") {
        if (req.http.Accept ~ "(?i)image/avif") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "(?i)image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            set req.http.Accept = "image/jpeg";
        }
    }
}

sub vcl_hash {
    hash_data(req.http.X-Site-Encoding);
}

sub vcl_backend_fetch {
    # Background refreshes copy this header from the request that found the stale copy, so a
    # revalidation asks for the encoding of the copy it revalidates (its ETag is that encoding's).
    if (bereq.http.X-Site-Encoding) {
        if (bereq.http.X-Site-Encoding == "identity") {
            unset bereq.http.Accept-Encoding;
        } else {
            set bereq.http.Accept-Encoding = bereq.http.X-Site-Encoding;
        }
        unset bereq.http.X-Site-Encoding;
    }
}

sub vcl_backend_response {
    # Keep the body exactly as the site encoded it: a br body is opaque to Varnish, and
    # recompressing or unpacking would change bytes the ETag names.
    set beresp.do_gzip = false;
    set beresp.do_gunzip = false;

    if (bereq.uncacheable) {
        return (deliver);
    }

    # A refresh in the background that fails (provider and site's own copy both gone, the site
    # shedding load, the rate limit of the visitor whose request started it, or that visitor's
    # headers refused) must not replace the copy everyone is getting: keep it, try again on a
    # later request. Any status of 400 or more is such a failure, never a new copy.
    if (bereq.is_bgfetch && beresp.status >= 400) {
        return (abandon);
    }

    # Errors, private or per-visitor answers and the no-cache form pages are never stored. A short
    # hit-for-miss: the next request goes straight to the site (no queueing behind this one), and
    # a good answer after it is cached again.
    if (beresp.status >= 400 ||
        beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(?i)(^|[,\s])(private|no-store|no-cache)([,\s=]|$)" ||
        beresp.http.Vary == "*" ||
        beresp.ttl <= 0s) {
        set beresp.ttl = 10s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # Pages and lists carry stale-while-revalidate, which Varnish turns into grace itself: a copy
    # past its s-maxage is served while a fresh one is fetched. Files that say nothing about
    # staleness (assets, icons) get a day of it, so that a site that is down or restarting does
    # not turn a cached page's stylesheet into an error.
    if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate") {
        set beresp.grace = 24h;
    }
    # Past grace, the copy still has an ETag worth sending: the site answers 304, not the body.
    set beresp.keep = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # The site did not answer a background refresh: the stale copy stays (see above).
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    # Nothing to stand in: the school's own page (its name and phone; npm run varnish:error-page)
    # instead of Varnish's "Guru Meditation", never kept.
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    synthetic(std.fileread("/etc/varnish/error.html"));
    return (deliver);
}

sub vcl_synth {
    # Varnish's own refusals and errors get the same page.
    if (resp.status >= 500) {
        set resp.http.Content-Type = "text/html; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        synthetic(std.fileread("/etc/varnish/error.html"));
        return (deliver);
    }
}

sub vcl_deliver {
    # For whoever reads the headers (and e2e/varnish-cache.e2e.ts): whether this answer came from the cache.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
