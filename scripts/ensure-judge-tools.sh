#!/usr/bin/env bash
# The judge sandbox runs on Debian's bubblewrap and the system compilers; install what this machine lacks.
# Required: bubblewrap, gcc, g++, python3. Also offered, because Debian packages them cheaply: Free Pascal,
# Go, PHP, Bash and Fortran (a language shows up in the judge only when its compiler is there).
# Fast when everything is present: one `command -v` per tool, no apt call.
set -euo pipefail
missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need bwrap bubblewrap
need gcc gcc
need g++ g++
need python3 python3
required=${#missing[@]}
need fpc fp-compiler
need go golang-go
need php php-cli
need bash bash
need gfortran gfortran
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "判题沙箱需要：sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  # Only the required tools are an error; the extra languages are simply not offered.
  [ "$required" -eq 0 ] && exit 0
  exit 1
fi
echo "正在安装判题工具：${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if [ "$required" -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${missing[@]:0:$required}" >/dev/null
fi
optional=("${missing[@]:$required}")
if [ ${#optional[@]} -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null ||
    echo "未能安装 ${optional[*]}：这些语言暂不提供" >&2
fi
