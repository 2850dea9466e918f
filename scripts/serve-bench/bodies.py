#!/usr/bin/env python3
"""Writes the group bodies scripts/serve-bench.sh PUTs: N decorations on quotes of moby-dick's chapter 1
(each highlight a word with the 24 characters before it), and a copy with 1% of them changed (another tint)."""
import html
import json
import re
import subprocess
import sys

epub, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
xhtml = subprocess.run(["unzip", "-p", epub, "OPS/chapter_001.xhtml"], capture_output=True, check=True).stdout.decode()
body = xhtml[xhtml.index("<body"):]
text = html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)))
words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
decorations = []
for i in range(count):
    m = words[(i * 7) % len(words)]
    decorations.append({
        "id": str(i),
        "locator": {"href": "OPS/chapter_001.xhtml", "type": "application/xhtml+xml",
                    "text": {"before": text[max(0, m.start() - 24):m.start()], "highlight": m.group(0)}},
        "style": {"type": "highlight" if i % 2 else "underline", "tint": "#FFD700"},
    })
json.dump({"decorations": decorations}, open(out + ".json", "w"))
changed = [dict(d, style=dict(d["style"], tint="#00AAFF")) if i % 100 == 0 else d for i, d in enumerate(decorations)]
json.dump({"decorations": changed}, open(out + "-changed.json", "w"))
