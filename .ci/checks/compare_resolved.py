"""Compares two `swatch resolve --format json` dumps: same traits, appearances and tokens (string and material
tokens in the first are skipped, as DTCG output leaves them out), same type and the same value in every
appearance. Colors compare component by component within 1e-9; everything else compares exactly."""
import json
import sys


def close(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and abs(a - b) <= 1e-9
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a)
    return a == b


def main(original_path, readback_path):
    original = json.load(open(original_path))
    readback = json.load(open(readback_path))
    problems = []
    for key in ("traits", "appearances"):
        if original[key] != readback[key]:
            problems.append(f"{key} differ: {original[key]} vs {readback[key]}")
    # The DTCG output leaves out string tokens and Swatch's `material` tokens (docs/materials.md).
    expected = {t["path"]: t for t in original["tokens"] if t["type"] not in ("string", "material")}
    actual = {t["path"]: t for t in readback["tokens"]}
    for path in sorted(expected.keys() - actual.keys()):
        problems.append(f"missing after read-back: {path}")
    for path in sorted(actual.keys() - expected.keys()):
        problems.append(f"extra after read-back: {path}")
    for path in sorted(expected.keys() & actual.keys()):
        a, b = expected[path], actual[path]
        if a["type"] != b["type"]:
            problems.append(f"{path}: type {a['type']} became {b['type']}")
            continue
        for appearance, value in a["values"].items():
            other = b["values"].get(appearance)
            if not close(value, other):
                problems.append(f"{path} in '{appearance}': {value} became {other}")
    if problems:
        print("\n".join(problems[:40]), file=sys.stderr)
        print(f"error: {len(problems)} difference(s) after reading the DTCG output back", file=sys.stderr)
        sys.exit(1)
    print(f"DTCG read-back: {len(expected)} tokens equal in {len(original['appearances'])} appearances")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
