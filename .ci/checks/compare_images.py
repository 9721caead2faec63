"""Compares what Tests/AppleStubs/Images/main.swift printed with `swatch resolve`.

Usage: compare_images.py RESOLVED.json CATALOG.xcassets OUTPUT.txt PLATFORM

Each `token<TAB>appearance<TAB>file` line names the catalog file the Swift image accessor gave in that appearance
(`any`: the token's first appearance); the file must be a byte copy of the token's file in that appearance. On
uikit every appearance of the case's traits must be printed; the `swiftui` line must name the base image set.
"""
import json
import pathlib
import sys


def main() -> int:
    resolved = json.loads(pathlib.Path(sys.argv[1]).read_text())
    catalog, output, platform = pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]).read_text(), sys.argv[4]
    tokens = {t["path"]: t["values"] for t in resolved["tokens"] if t["type"] == "image"}
    problems, seen = [], set()
    for line in output.splitlines():
        fields = line.split("\t")
        if fields[0] == "swiftui":
            if fields[1] != "brandLogo":
                problems.append(f"SwiftUI image names {fields[1]!r}, expected 'brandLogo'")
            continue
        token, appearance, file = fields
        values = tokens[token]
        appearance = next(iter(values)) if appearance == "any" else appearance
        seen.add((token, appearance))
        source = pathlib.Path(values[appearance])
        copy = catalog / file
        if not file or not copy.is_file() or copy.read_bytes() != source.read_bytes():
            problems.append(f"{token} [{appearance}]: {file or 'no image'} is not a byte copy of {source}")
    if platform == "uikit":
        missing = {("brand.logo", a) for a in tokens["brand.logo"]} - seen
        problems += [f"{t} [{a}]: not printed" for t, a in sorted(missing)]
    for problem in problems:
        print(problem)
    print(f"images ({platform}): {len(seen)} token appearances checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
