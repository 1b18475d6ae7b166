vcl 4.1;

# Varnish in front of the school site (docker compose --profile cache up; README, "Behind a cache
# (Varnish)"). The site already says what may be kept and for how long (Cache-Control, ETag, Vary);
# its rules (site.vcl, beside this file in vcl_path) only fill the gaps Varnish leaves with its
# defaults. Tested by e2e/varnish-*.e2e.ts. sharded.vcl is the variant for several replicas.
# Run varnishd with -p http_req_size=12288 -p http_req_hdr_len=8192 (docker-compose.yml does): a
# request's headers are refused by Varnish (400) before they could pass it and earn the site's
# 431 (Node allows 16 KB).

backend site {
    # The compose service; e2e/varnish.ts substitutes a loopback address and port.
    .host = "site";
    .port = "3000";
    # /healthz is liveness of the site alone: it stays 200 while the provider is down, because the
    # site then answers from its own stale copies, which Varnish should keep fetching. Only a site
    # that does not answer is sick; Varnish then stops sending it requests (a refresh fails at
    # once) and answers from the copies it holds.
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}

# The rules every variant shares, after this file's own.
include "site.vcl";
