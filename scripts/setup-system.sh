#!/usr/bin/env bash
# Installs the Debian packages that execret's tests use, only when something is missing:
#   bubblewrap        the sandbox (read-only file system, no network, fresh namespaces)
#   python3 (Debian)  the interpreter the oracle runs; numpy/scipy/sklearn/onnx regenerate golden values
#   chromium          renders the HTML report in a test
#   slurm-wlm, munge  a one-node Slurm cluster for the scale-out test (scripts/slurm-local.sh starts it)
set -euo pipefail
need=()
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
[ -x /usr/bin/python3 ] || need+=(python3)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v sbatch >/dev/null 2>&1 || need+=(slurm-wlm)
[ -x /usr/sbin/munged ] || need+=(munge)
/usr/bin/python3 -c 'import numpy, scipy, sklearn' >/dev/null 2>&1 || need+=(python3-numpy python3-scipy python3-sklearn)
/usr/bin/python3 -c 'import onnx' >/dev/null 2>&1 || need+=(python3-onnx)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${need[@]}"
fi
