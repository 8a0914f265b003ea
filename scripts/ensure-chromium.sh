#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium; install it when this machine lacks it. Every label of
# the platform is Chinese: without a CJK font each one renders as a box in screenshots, so a Chinese
# font is installed too (checked on its own: a machine may have the browser but no such font).
set -euo pipefail

have_chromium() { command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; }
# fc-list answers nothing for :lang=zh when no installed font covers Chinese.
have_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; }

packages=()
have_chromium || packages+=(chromium)
have_cjk_font || packages+=(fonts-noto-cjk)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" != "0" ]; then
  if ! have_chromium; then
    echo "需要 Debian 的 chromium 运行浏览器测试：sudo apt-get install -y chromium fonts-noto-cjk" >&2
    exit 1
  fi
  # The journeys still run without the font; only their screenshots show boxes instead of text.
  echo "提示：本机没有中文字体，截图里的文字会显示成方框：sudo apt-get install -y fonts-noto-cjk" >&2
  exit 0
fi

echo "正在安装 ${packages[*]}（浏览器测试需要）..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
have_chromium || apt-get install -y -qq chromium >/dev/null
if ! have_cjk_font; then
  # Noto Sans CJK first; WenQuanYi Zen Hei is the small fallback on mirrors without it.
  apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1 || apt-get install -y -qq fonts-wqy-zenhei >/dev/null
  fc-cache -f >/dev/null 2>&1 || true
fi
