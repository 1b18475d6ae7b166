vcl 4.1;

# Varnish in front of several replicas of one many-schools deployment (SCHOOLS_FILE, the same file on
# every replica). The shard director sends each Host to one replica, so each replica renders and
# caches only its share of the schools; a replica that stops answering its probe hands its schools to
# the next replica on the ring, and a fetch that fails on one is tried once more on the next.
# The caching rules are default.vcl's (site.vcl). Tested by e2e/varnish-shards.e2e.ts; docs/design.md,
# "Many schools in one process", has the sizing table. Add a backend and an add_backend line per
# replica; changing the list moves only the schools of the replica added or removed.

import directors;

probe replica_health {
    # Liveness of the replica alone (any Host): a provider that is down does not make it sick.
    .url = "/healthz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
}

# The replicas; e2e/varnish-shards.e2e.ts substitutes loopback ports.
backend replica1 {
    .host = "site1";
    .port = "3000";
    .probe = replica_health;
}
backend replica2 {
    .host = "site2";
    .port = "3000";
    .probe = replica_health;
}
backend replica3 {
    .host = "site3";
    .port = "3000";
    .probe = replica_health;
}

sub vcl_init {
    new replicas = directors.shard();
    replicas.add_backend(replica1);
    replicas.add_backend(replica2);
    replicas.add_backend(replica3);
    replicas.reconfigure();
}

sub vcl_backend_fetch {
    # By the school's host: its pages, lists and files all come from one replica. A retry asks the
    # next one on the ring (alt); an unhealthy choice is skipped for the next healthy one.
    set bereq.backend = replicas.backend(by=KEY, key=replicas.key(bereq.http.host), alt=bereq.retries, healthy=CHOSEN);
}

sub vcl_backend_error {
    # A replica that stopped within the probe window refuses the connection: once more, on the next.
    if (bereq.retries == 0) {
        return (retry);
    }
}

# The rules every variant shares, after this file's own.
include "site.vcl";
