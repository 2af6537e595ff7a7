#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and RabbitMQ answer on localhost, starting (and on a machine without
# them, installing) what is missing. Safe to run any number of times.
set -euo pipefail

log() { printf '[infra] %s\n' "$*"; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  local port=$1 name=$2
  for _ in $(seq 1 120); do
    if port_open "$port"; then return 0; fi
    sleep 0.5
  done
  log "$name did not come up on port $port"
  return 1
}

apt_install() {
  if [ "$(id -u)" != "0" ]; then
    log "missing packages ($*) and not root: install them, then run again"
    return 1
  fi
  if [ -z "${STUDYHUB_APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    export STUDYHUB_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# PostgreSQL
if ! port_open 5432; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    log "installing PostgreSQL"
    apt_install postgresql
  fi
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n 1)" main start
  wait_port 5432 PostgreSQL
fi

# Redis
if ! port_open 6379; then
  if ! command -v redis-server >/dev/null; then
    log "installing Redis"
    apt_install redis-server
  fi
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_port 6379 Redis
fi

# RabbitMQ. Every quorum queue holds file handles, and a broker out of handles accepts TCP but never
# answers the AMQP handshake (every service then hangs at boot). Debian's start script runs the broker
# through `su`, which resets the soft limit to 1024: about 300 queues, fewer than the integration and
# browser tiers create. So the broker is started, or restarted once, with a limit that fits them.
RABBITMQ_FILE_LIMIT=20000

start_rabbitmq() {
  if [ "$(id -u)" = "0" ] && id rabbitmq >/dev/null 2>&1 && [ -x /usr/lib/rabbitmq/bin/rabbitmq-server ]; then
    local limit
    limit=$(ulimit -Hn)
    if [ "$limit" != "unlimited" ] && [ "$limit" -lt "$RABBITMQ_FILE_LIMIT" ]; then RABBITMQ_FILE_LIMIT=$limit; fi
    (cd /var/lib/rabbitmq && su rabbitmq -s /bin/sh -c \
      "ulimit -n $RABBITMQ_FILE_LIMIT; /usr/lib/rabbitmq/bin/rabbitmq-server -detached")
  else
    rabbitmq-server -detached
  fi
}

rabbitmq_file_limit() {
  local pid
  pid=$(pgrep -f 'beam.smp.*rabbit' | head -n 1 || true)
  [ -n "$pid" ] || return 1
  awk '/Max open files/ { print $4 }' "/proc/$pid/limits"
}

if ! port_open 5672; then
  if ! command -v rabbitmq-server >/dev/null; then
    log "installing RabbitMQ"
    apt_install rabbitmq-server
  fi
  log "starting RabbitMQ"
  start_rabbitmq
  wait_port 5672 RabbitMQ
elif [ "$(id -u)" = "0" ] && limit=$(rabbitmq_file_limit) && [ "$limit" -lt 4096 ]; then
  log "restarting RabbitMQ with more file handles (it has $limit)"
  timeout 60 rabbitmqctl stop >/dev/null 2>&1 || pkill -9 -f "beam.smp.*rabbit" || true
  for _ in $(seq 1 60); do port_open 5672 || break; sleep 0.5; done
  start_rabbitmq
  wait_port 5672 RabbitMQ
fi

log "PostgreSQL, Redis and RabbitMQ are up"
