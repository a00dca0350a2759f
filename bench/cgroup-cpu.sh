#!/bin/bash
# bench/cgroup-cpu.sh LABEL CMD...: runs CMD in a cgroup v1 cpuacct group of its own (root, Linux) and prints its wall
# time, the CPU of every process it started (orphans and killed ones too, which the shell's `times` and /usr/bin/time
# miss) and the load average before and after; appends the line to /tmp/cgroup-cpu.log. PostgreSQL's CPU is not in it.
label=$1; shift
cg=/sys/fs/cgroup/cpuacct/bench-$$-$RANDOM
mkdir "$cg"
echo $$ > "$cg/cgroup.procs"
l0=$(cut -d' ' -f1 /proc/loadavg); t0=$(date +%s.%N)
"$@"; rc=$?
sleep 1
t1=$(date +%s.%N); l1=$(cut -d' ' -f1 /proc/loadavg)
read -r _ u _ s < <(tr '\n' ' ' < "$cg/cpuacct.stat")
echo "$label" | awk -v t0=$t0 -v t1=$t1 -v u=$u -v s=$s -v l0=$l0 -v l1=$l1 -v rc=$rc '{printf "CPU %s: wall %.1f s, user %.1f s, sys %.1f s, cpu %.1f s, load %s->%s, rc %d\n", $0, t1-t0, u/100, s/100, (u+s)/100, l0, l1, rc}' | tee -a /tmp/cgroup-cpu.log
echo $$ > /sys/fs/cgroup/cpuacct/cgroup.procs
for p in $(cat "$cg/cgroup.procs"); do echo $p > /sys/fs/cgroup/cpuacct/cgroup.procs; done
rmdir "$cg" 2>/dev/null
exit $rc
