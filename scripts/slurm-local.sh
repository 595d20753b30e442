#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for the scale-out test and for trying `--shard auto` by hand.
#   bash scripts/slurm-local.sh start    write /etc/slurm/slurm.conf (unless one not written by us is there),
#                                        start munged, slurmctld and slurmd, wait until the node is idle
#   bash scripts/slurm-local.sh stop     stop the daemons this script started (by their pid files)
#   bash scripts/slurm-local.sh status   exit 0 when the cluster answers with an idle node
# Needs root and Debian's slurm-wlm and munge (scripts/setup-system.sh installs them). The configuration is the
# one ../shared/MACHINE-NOTES.md measured on these machines.
set -euo pipefail
CONF=/etc/slurm/slurm.conf
MARK='# written by execret scripts/slurm-local.sh'
RUN=/run/execret-slurm
say() { printf 'slurm-local: %s\n' "$*" >&2; }

idle() { sinfo -h -o '%t' 2>/dev/null | grep -q -E '^(idle|mix|alloc)'; }

start() {
  [ "$(id -u)" -eq 0 ] || { say "needs root"; exit 1; }
  for b in munged slurmctld slurmd sinfo sbatch; do
    command -v "$b" >/dev/null 2>&1 || [ -x "/usr/sbin/$b" ] || { say "missing $b: apt-get install slurm-wlm munge"; exit 1; }
  done
  if idle; then say "already running"; return 0; fi
  local host cpus mem
  host=$(hostname -s)
  cpus=$(nproc)
  mem=$(( $(free -m | awk '/^Mem:/ {print $2}') * 8 / 10 ))
  if [ ! -f "$CONF" ] || grep -q -F "$MARK" "$CONF"; then
    mkdir -p /etc/slurm
    cat > "$CONF" <<CONF
$MARK
ClusterName=local
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdSpoolDir=/var/spool/slurmd
StateSaveLocation=/var/spool/slurmctld
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd.pid
ReturnToService=2
SchedulerType=sched/backfill
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
KillWait=5
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  else
    say "keeping the existing $CONF (not written by this script)"
  fi
  mkdir -p /var/spool/slurmd /var/spool/slurmctld "$RUN" /run/munge /var/log/munge /var/lib/munge
  if ! pgrep -x munged >/dev/null; then
    [ -f /etc/munge/munge.key ] || { say "no /etc/munge/munge.key (reinstall munge)"; exit 1; }
    /usr/sbin/munged --force 2>/dev/null || { say "munged did not start"; exit 1; }
    touch "$RUN/munged.ours"
  fi
  pgrep -x slurmctld >/dev/null || /usr/sbin/slurmctld || { say "slurmctld did not start"; exit 1; }
  pgrep -x slurmd >/dev/null || /usr/sbin/slurmd || { say "slurmd did not start"; exit 1; }
  for _ in $(seq 1 60); do
    if idle; then say "up: $(sinfo -h -o '%N %t %c CPUs')"; return 0; fi
    sleep 0.5
  done
  say "the node did not become idle in 30 s: $(sinfo 2>&1 | tail -n 2)"
  exit 1
}

stop() {
  for d in slurmd slurmctld; do
    if [ -f "$RUN/$d.pid" ]; then kill "$(cat "$RUN/$d.pid")" 2>/dev/null || true; fi
  done
  if [ -f "$RUN/munged.ours" ] && [ -f /run/munge/munged.pid ]; then
    kill "$(cat /run/munge/munged.pid)" 2>/dev/null || true
    rm -f "$RUN/munged.ours"
  fi
  say "stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) idle ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
