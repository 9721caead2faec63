"""Counts what one corpus build gave (see corpora-build.sh): tokens read, tokens written per writer, warnings,
and whether the dark appearance reached each platform; prints one row, exits 1 if a dark-mode set lost it."""
import json
import pathlib
import re
import sys

DARK_SETS = {"figma-sds", "adobe-spectrum", "github-primer"}


def main(name: str, directory: str, seconds: str) -> int:
    root = pathlib.Path(directory)
    out = root / "out"
    resolved = json.loads((root / "resolved.json").read_text())
    read = len(resolved["tokens"])
    json_files = sorted((out / "json").glob("*.json"))
    flat = json.loads(json_files[0].read_text()) if json_files else {}
    json_count = len(next(iter(flat.values()), {}))  # one object per appearance: count the first
    css_text = "\n".join(p.read_text() for p in (out / "css").glob("*.css"))
    # Token properties only: not the `--swatch-…` helpers nor a custom trait's `--name--value` variants.
    names = set(re.findall(r"^\s*--([\w-]+)\s*:", css_text, re.M))
    css_count = len([n for n in names if "--" not in n and not n.startswith("swatch-")])
    colorsets = list((out / "xcassets").rglob("*.colorset"))
    dark_sets = sum(1 for c in colorsets if '"dark"' in (c / "Contents.json").read_text())
    android_count = sum(len(re.findall(r'<\w+ name="', p.read_text())) for p in (out / "android").glob("values/*.xml"))
    night = any((out / "android").glob("values-night*/*.xml"))
    compose_text = "\n".join(p.read_text() for p in (out / "compose").glob("*.kt"))
    compose_count = len(re.findall(r"^\s*val [A-Za-z0-9_]+: Color\b", compose_text, re.M))
    swift_text = "\n".join(p.read_text() for p in (out / "swift").glob("*.swift"))
    swift_count = len(set(re.findall(r"static (?:let|var) ([A-Za-z0-9_`]+)", swift_text)))
    diagnostics = (root / "diagnostics.txt").read_text()
    warnings = len(re.findall(r"^(?:\S+: )?warning: ", diagnostics, re.M))
    by_id = {}
    for found in re.findall(r"^(?:\S+: )?warning: .*\[([\w.-]+)\]$", diagnostics, re.M):
        by_id[found] = by_id.get(found, 0) + 1
    media = "prefers-color-scheme: dark" in css_text
    dark = f"xcassets dark {dark_sets}/{len(colorsets)}, values-night {'yes' if night else 'no'}, " + (
        f"prefers-color-scheme {'yes' if media else 'no'}"
    )
    print(
        f"{name:<17} {read:>6} {json_count:>6} {css_count:>6} {len(colorsets):>8} {android_count:>6} "
        f"{compose_count:>6} {swift_count:>6} {warnings:>5} {float(seconds):>6.2f}s  {dark}"
    )
    if by_id:
        print(" " * 18 + "warnings: " + ", ".join(f"{k} {v}" for k, v in sorted(by_id.items())))
    if name in DARK_SETS and not (dark_sets > 0 and night and media):
        print(f"error: {name} did not reach the platforms' dark mode", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
