#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium; install it when this machine lacks it.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "需要 Debian 的 chromium 运行浏览器测试：sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
echo "正在安装 chromium（浏览器测试需要）..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
