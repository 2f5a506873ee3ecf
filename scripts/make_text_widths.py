"""Write ``seven_steps_widget/drawing/data/text_widths.json``: the advance width of every
character the project's texts use, in DejaVu Sans (the font the pictures ask for), regular and
bold, in thousandths of the font size. The drawing package measures texts with it (to fit
legends and panels) without needing Pillow or a browser at run time.

Run: ``.venv/bin/python scripts/make_text_widths.py`` (needs Pillow and Debian's fonts-dejavu).
"""

from __future__ import annotations

import json
from pathlib import Path

from PIL import ImageFont

FONTS = {
    "regular": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
}
#: Printable ASCII, German and French letters, and the symbols the texts use.
CHARACTERS = (
    "".join(chr(c) for c in range(32, 127))
    + "ÄÖÜäöüßÉÈÊÀÂÇÎÔÛéèêàâçîôûëïœ"
    + "–—‘’“”„«»…·×−→←↑↓▶◀▲▼■□●○✓✗✔✘★☆⏸⏵⏯|"
)
OUT = Path(__file__).resolve().parents[1] / "seven_steps_widget/drawing/data/text_widths.json"


def main() -> None:
    table: dict[str, object] = {
        "_about": "Advance widths of DejaVu Sans in 1/1000 of the font size; written by "
        "scripts/make_text_widths.py",
    }
    for style, path in FONTS.items():
        font = ImageFont.truetype(path, 1000)
        table[style] = {ch: round(font.getlength(ch)) for ch in sorted(set(CHARACTERS))}
    OUT.write_text(json.dumps(table, ensure_ascii=False, sort_keys=True, indent=0) + "\n", "utf-8")
    print(f"wrote {OUT} ({len(CHARACTERS)} characters)")


if __name__ == "__main__":
    main()
