#!/usr/bin/env bash
# The judge sandbox runs on Debian's bubblewrap and the system compilers; install what this machine lacks.
# Required: bubblewrap, gcc, g++, python3. Also offered, because Debian packages them cheaply: Free Pascal,
# Go, PHP, Bash and Fortran (a language shows up in the judge only when its compiler is there).
# Fast when everything is present: one `command -v` per tool, no apt call.
#
# `--start` (used by `npm start`): never stops the platform from starting. When the tools cannot be
# installed (not root, no apt, no network) it says so with the one command that fixes it and exits 0;
# the server then reports the judge as unavailable in its log, on the practice page and the dashboard.
set -euo pipefail
soft=0
[ "${1:-}" = "--start" ] && soft=1
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
fix="sudo bash scripts/ensure-judge-tools.sh"
warn_unavailable() {
  echo "警告：判题工具未装全（缺少 ${missing[*]:0:$required}），在线判题暂不可用。修复：在项目目录运行 $fix ，然后重新启动" >&2
}
if [ "$(id -u)" != "0" ]; then
  echo "判题沙箱需要：sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  # Only the required tools are an error; the extra languages are simply not offered.
  [ "$required" -eq 0 ] && exit 0
  if [ "$soft" -eq 1 ]; then
    warn_unavailable
    exit 0
  fi
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "本机没有 apt-get，请用系统的包管理器安装：${missing[*]}" >&2
  if [ "$required" -eq 0 ]; then exit 0; fi
  if [ "$soft" -eq 1 ]; then
    warn_unavailable
    exit 0
  fi
  exit 1
fi
echo "正在安装判题工具：${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
if ! apt-get update -qq; then
  echo "apt-get update 失败（网络不通？）" >&2
  if [ "$soft" -eq 1 ]; then
    [ "$required" -eq 0 ] || warn_unavailable
    exit 0
  fi
  [ "$required" -eq 0 ] && exit 0
  exit 1
fi
if [ "$required" -gt 0 ]; then
  if ! apt-get install -y -qq --no-install-recommends "${missing[@]:0:$required}" >/dev/null; then
    if [ "$soft" -eq 1 ]; then
      warn_unavailable
      exit 0
    fi
    exit 1
  fi
fi
optional=("${missing[@]:$required}")
if [ ${#optional[@]} -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null ||
    echo "未能安装 ${optional[*]}：这些语言暂不提供" >&2
fi
