#!/usr/bin/env bash
# The document pipeline runs Debian's command-line tools as separate programs: qpdf (page count,
# preview pages, checks), poppler-utils (pdftoppm for covers, pdftotext for text) and LibreOffice
# (DOCX/PPTX to PDF), with the Carlito, Caladea and Liberation fonts so page counts match Word's.
# Installs whatever of them the machine lacks.
set -euo pipefail
missing=()
command -v qpdf >/dev/null || missing+=(qpdf)
command -v pdftoppm >/dev/null && command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v soffice >/dev/null || missing+=(libreoffice-writer-nogui libreoffice-impress-nogui)
dpkg -s python3-uno >/dev/null 2>&1 || missing+=(python3-uno)
# GNU time: the pipeline benchmark measures each tool's CPU time and peak memory through it.
[ -x /usr/bin/time ] || missing+=(time)
for font in fonts-crosextra-carlito fonts-crosextra-caladea fonts-liberation; do
  dpkg -s "$font" >/dev/null 2>&1 || missing+=("$font")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "[document-tools] missing packages (${missing[*]}) and not root: install them, then run again" >&2
  exit 1
fi
echo "[document-tools] installing ${missing[*]}"
DEBIAN_FRONTEND=noninteractive apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
